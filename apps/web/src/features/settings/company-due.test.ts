// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { addRecurrence, dueDateTone } from './company-due';

const today = new Date(2025, 5, 15, 14, 30);

function inDays(days: number): string {
  const date = new Date(2025, 5, 15 + days);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

describe('dueDateTone', () => {
  it('is yellow exactly 5 days before the due date', () => {
    expect(dueDateTone(inDays(5), today)).toBe('yellow');
  });

  it.each([4, 3, 1, 0, -1, -3])('is orange %i days from the due date', (days) => {
    expect(dueDateTone(inDays(days), today)).toBe('orange');
  });

  it('is red exactly 4 days after the due date', () => {
    expect(dueDateTone(inDays(-4), today)).toBe('red');
  });

  it.each([6, 30, -5, -40])('has no colour %i days from the due date', (days) => {
    expect(dueDateTone(inDays(days), today)).toBeNull();
  });

  it('reads an ISO timestamp by its calendar day and ignores missing or broken dates', () => {
    expect(dueDateTone(`${inDays(5)}T00:00:00.000Z`, today)).toBe('yellow');
    expect(dueDateTone(null, today)).toBeNull();
    expect(dueDateTone('', today)).toBeNull();
    expect(dueDateTone('not a date', today)).toBeNull();
  });
});

describe('addRecurrence', () => {
  it.each([
    ['MENSAL', '2025-02-10'],
    ['BIMESTRAL', '2025-03-10'],
    ['TRIMESTRAL', '2025-04-10'],
    ['SEMESTRAL', '2025-07-10'],
    ['ANUAL', '2026-01-10'],
  ] as const)('moves the due date forward by %s', (recurrence, expected) => {
    expect(addRecurrence('2025-01-10', recurrence)).toBe(expected);
  });

  it('lands on the last day of a shorter month and crosses the year', () => {
    expect(addRecurrence('2025-01-31', 'MENSAL')).toBe('2025-02-28');
    expect(addRecurrence('2024-12-15', 'BIMESTRAL')).toBe('2025-02-15');
    expect(addRecurrence('2024-08-31', 'SEMESTRAL')).toBe('2025-02-28');
  });

  it('keeps the date when there is no date or no recurrence', () => {
    expect(addRecurrence('', 'MENSAL')).toBe('');
    expect(addRecurrence('2025-01-10', '')).toBe('2025-01-10');
    expect(addRecurrence('2025-01-10', null)).toBe('2025-01-10');
  });
});
