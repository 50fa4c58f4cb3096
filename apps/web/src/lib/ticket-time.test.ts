// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatTicketTime } from './ticket-time';

describe('formatTicketTime', () => {
  const now = new Date(2025, 2, 4, 18, 0);

  it('shows HH:mm for today and DD/MM/YYYY for other days', () => {
    expect(formatTicketTime(new Date(2025, 2, 4, 9, 5).toISOString(), now)).toBe('09:05');
    expect(formatTicketTime(new Date(2025, 2, 3, 23, 59).toISOString(), now)).toBe('03/03/2025');
  });

  it('shows nothing for an unreadable date', () => {
    expect(formatTicketTime('not a date', now)).toBe('');
  });
});
