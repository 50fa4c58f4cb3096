import { describe, expect, it } from 'vitest';
import { instantOfWallTime, isKnownTimeZone, localDate, usableTimeZone, wallTime, zonedDayRange } from './time-zone.js';

describe('wallTime', () => {
  it('reads an instant on the zone’s wall clock, weekday included', () => {
    const at = new Date('2026-03-11T01:30:15Z');
    expect(wallTime(at, 'America/Sao_Paulo')).toEqual({ year: 2026, month: 3, day: 10, hour: 22, minute: 30, second: 15, weekday: 'tuesday' });
    expect(wallTime(at, 'Asia/Tokyo')).toMatchObject({ day: 11, hour: 10, weekday: 'wednesday' });
    expect(wallTime(new Date('2026-03-11T03:00:00Z'), 'America/Sao_Paulo')).toMatchObject({ day: 11, hour: 0 });
  });

  it('reads a zone the runtime does not know as the default zone', () => {
    const at = new Date('2026-03-11T01:30:15Z');
    expect(wallTime(at, 'Mars/Olympus_Mons')).toEqual(wallTime(at, 'America/Sao_Paulo'));
  });
});

describe('usableTimeZone', () => {
  it('keeps a known zone (trimmed) and falls back to the default for a missing, empty or unknown one', () => {
    expect(usableTimeZone(' Asia/Tokyo ')).toBe('Asia/Tokyo');
    for (const value of [undefined, null, '', '   ', 'Mars/Olympus_Mons']) expect(usableTimeZone(value)).toBe('America/Sao_Paulo');
    expect(isKnownTimeZone('Europe/Lisbon')).toBe(true);
    expect(isKnownTimeZone('Europe/Atlantis')).toBe(false);
  });
});

describe('localDate', () => {
  it('is the calendar date in the zone, which can differ from UTC’s', () => {
    const lateEvening = new Date('2026-01-10T02:00:00Z');
    expect(localDate(lateEvening, 'America/Sao_Paulo')).toBe('2026-01-09');
    expect(localDate(lateEvening, 'UTC')).toBe('2026-01-10');
  });
});

describe('instantOfWallTime', () => {
  it('takes the offset in force at that wall time, on both sides of a DST change', () => {
    // New York: EST (UTC-5) until 2026-03-08 02:00, EDT (UTC-4) after.
    expect(instantOfWallTime(Date.parse('2026-03-08T01:30:00Z'), 'America/New_York').toISOString()).toBe('2026-03-08T06:30:00.000Z');
    expect(instantOfWallTime(Date.parse('2026-03-08T12:00:00Z'), 'America/New_York').toISOString()).toBe('2026-03-08T16:00:00.000Z');
  });
});

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
