import { describe, expect, it } from 'vitest';
import { zonedDayRange } from './tickets.filters.js';

describe('zonedDayRange', () => {
  it('is the calendar day in the zone, as UTC instants', () => {
    expect(zonedDayRange('2026-01-09', 'America/Sao_Paulo').map((d) => d.toISOString())).toEqual(['2026-01-09T03:00:00.000Z', '2026-01-10T03:00:00.000Z']);
    expect(zonedDayRange('2026-01-09', 'UTC').map((d) => d.toISOString())).toEqual(['2026-01-09T00:00:00.000Z', '2026-01-10T00:00:00.000Z']);
    expect(zonedDayRange('2026-01-09', 'Asia/Tokyo').map((d) => d.toISOString())).toEqual(['2026-01-08T15:00:00.000Z', '2026-01-09T15:00:00.000Z']);
  });

  it('has 23 hours on the day clocks spring forward', () => {
    const [start, end] = zonedDayRange('2026-03-08', 'America/New_York');
    expect(start.toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(end.toISOString()).toBe('2026-03-09T04:00:00.000Z');
  });
});
