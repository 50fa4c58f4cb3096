import { describe, expect, it } from 'vitest';
import { defaultSchedules, type ScheduleEntry } from '@zapdesk/shared';
import { isOpenAt, wallClock } from './business-hours.js';

const week = defaultSchedules(); // Mon-Fri 08:00-18:00, Sat 08:00-12:00, Sun 00:00-00:00

describe('business hours', () => {
  it("reads the weekday and time on the zone's wall clock", () => {
    expect(wallClock(new Date('2026-03-11T01:30:15Z'), 'America/Sao_Paulo')).toEqual({ weekday: 'tuesday', seconds: 22 * 3600 + 30 * 60 + 15 });
    expect(wallClock(new Date('2026-03-11T01:30:15Z'), 'Asia/Tokyo')).toEqual({ weekday: 'wednesday', seconds: 10 * 3600 + 30 * 60 + 15 });
  });

  it("opens from the start time up to the end time of the day's entry, in the company's zone", () => {
    // Wednesday 2026-03-11 in São Paulo (UTC-3).
    expect(isOpenAt(week, new Date('2026-03-11T10:59:59Z'), 'America/Sao_Paulo')).toBe(false); // 07:59:59
    expect(isOpenAt(week, new Date('2026-03-11T11:00:00Z'), 'America/Sao_Paulo')).toBe(true); // 08:00
    expect(isOpenAt(week, new Date('2026-03-11T20:59:59Z'), 'America/Sao_Paulo')).toBe(true); // 17:59:59
    expect(isOpenAt(week, new Date('2026-03-11T21:00:00Z'), 'America/Sao_Paulo')).toBe(false); // 18:00
    // The same instant is 06:00 Thursday in Tokyo: closed there.
    expect(isOpenAt(week, new Date('2026-03-11T21:00:00Z'), 'Asia/Tokyo')).toBe(false);
    expect(isOpenAt(week, new Date('2026-03-11T01:00:00Z'), 'Asia/Tokyo')).toBe(true);
  });

  it('keeps the default Saturday morning and closed Sunday', () => {
    expect(isOpenAt(week, new Date('2026-03-14T14:00:00Z'), 'America/Sao_Paulo')).toBe(true); // Saturday 11:00
    expect(isOpenAt(week, new Date('2026-03-14T16:00:00Z'), 'America/Sao_Paulo')).toBe(false); // Saturday 13:00
    expect(isOpenAt(week, new Date('2026-03-15T15:00:00Z'), 'America/Sao_Paulo')).toBe(false); // Sunday 12:00
  });

  it('treats an empty schedule as always open, a missing weekday as closed, and a night shift across midnight', () => {
    expect(isOpenAt([], new Date('2026-03-15T03:00:00Z'), 'America/Sao_Paulo')).toBe(true);
    const night: ScheduleEntry[] = [{ weekday: 'Quarta-feira', weekdayEn: 'wednesday', startTime: '22:00', endTime: '06:00' }];
    expect(isOpenAt(night, new Date('2026-03-12T02:00:00Z'), 'America/Sao_Paulo')).toBe(true); // Wednesday 23:00
    expect(isOpenAt(night, new Date('2026-03-11T08:00:00Z'), 'America/Sao_Paulo')).toBe(true); // Wednesday 05:00
    expect(isOpenAt(night, new Date('2026-03-11T15:00:00Z'), 'America/Sao_Paulo')).toBe(false); // Wednesday 12:00
    expect(isOpenAt(night, new Date('2026-03-12T15:00:00Z'), 'America/Sao_Paulo')).toBe(false); // Thursday: no entry
  });

  it('falls back to São Paulo for a zone the runtime does not know', () => {
    expect(isOpenAt(week, new Date('2026-03-11T12:00:00Z'), 'Mars/Olympus')).toBe(true); // 09:00 in São Paulo
  });
});
