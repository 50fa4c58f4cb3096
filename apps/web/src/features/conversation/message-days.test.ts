// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { dayLabel, messageTime, withDaySeparators } from './message-days';
import { at, makeMessage } from './test/fixtures';

describe('withDaySeparators', () => {
  it('puts a separator before the first message of each day', () => {
    const items = withDaySeparators([
      makeMessage(1, { createdAt: at('2025-03-03 23:59') }),
      makeMessage(2, { createdAt: at('2025-03-04 00:00') }),
      makeMessage(3, { createdAt: at('2025-03-04 18:30') }),
      makeMessage(4, { createdAt: at('2025-03-06 07:00') }),
    ]);
    expect(items.map((item) => (item.kind === 'day' ? item.day : item.message.id))).toEqual(['2025-03-03', 1, '2025-03-04', 2, 3, '2025-03-06', 4]);
    expect(new Set(items.map((item) => item.key)).size).toBe(items.length);
  });

  it('gives an empty history no separator', () => {
    expect(withDaySeparators([])).toEqual([]);
  });
});

describe('dayLabel', () => {
  const now = new Date(2025, 2, 4, 15, 0);

  it('names today and yesterday, and writes other days as DD/MM/YYYY', () => {
    expect(dayLabel('2025-03-04', now)).toEqual({ kind: 'today' });
    expect(dayLabel('2025-03-03', now)).toEqual({ kind: 'yesterday' });
    expect(dayLabel('2025-03-02', now)).toEqual({ kind: 'date', date: '02/03/2025' });
    expect(dayLabel('2024-12-31', new Date(2025, 0, 1, 0, 5))).toEqual({ kind: 'yesterday' });
  });
});

describe('messageTime', () => {
  it('shows the local time as HH:mm', () => {
    expect(messageTime(at('2025-03-04 07:05'))).toBe('07:05');
    expect(messageTime(at('2025-03-04 19:45'))).toBe('19:45');
  });
});
