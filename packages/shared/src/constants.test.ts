import { describe, expect, it } from 'vitest';
import { defaultSchedules, DefaultSettings, SettingOptions, signupSchema } from './index.js';

describe('shared constants', () => {
  it('default schedule is Mon-Fri 08-18, Saturday 08-12, Sunday closed', () => {
    const byDay = Object.fromEntries(defaultSchedules().map((s) => [s.weekdayEn, `${s.startTime}-${s.endTime}`]));
    expect(byDay).toEqual({
      monday: '08:00-18:00',
      tuesday: '08:00-18:00',
      wednesday: '08:00-18:00',
      thursday: '08:00-18:00',
      friday: '08:00-18:00',
      saturday: '08:00-12:00',
      sunday: '00:00-00:00',
    });
  });

  it('every default setting is one of its allowed values', () => {
    for (const [key, value] of Object.entries(DefaultSettings)) {
      const allowed = SettingOptions[key as keyof typeof SettingOptions];
      if (allowed) expect(allowed).toContain(value);
    }
  });

  it('sign-up schema ignores a client dueDate and rejects a short password', async () => {
    const parsed = await signupSchema.validate({ name: 'Acme', email: 'A@B.com', password: '12345', planId: 1, dueDate: '2099-01-01' }, { stripUnknown: true });
    expect(parsed).not.toHaveProperty('dueDate');
    expect(parsed.email).toBe('a@b.com');
    await expect(signupSchema.validate({ name: 'Acme', email: 'a@b.com', password: '1', planId: 1 })).rejects.toThrow('Too Short!');
  });
});
