import { describe, expect, it } from 'vitest';
import { DefaultSettings, SettingOptions, type SettingDTO } from '@zapdesk/shared';
import { api, bearer } from '../../test/http.js';
import { eventsFor } from '../../test/events.js';
import { createSuperUser, createTenant, createUser } from '../../test/factories.js';

const settingsEvents = (companyId: number) => eventsFor(companyId).filter((e) => e.event === `company-${companyId}-settings`);
const asMap = (list: SettingDTO[]) => Object.fromEntries(list.map((s) => [s.key, s.value]));

describe('GET /settings', () => {
  it('answers 401 without a token', async () => {
    const res = await api().get('/settings');
    expect(res.status).toBe(401);
    expect(res.body.error).toBe('ERR_SESSION_EXPIRED');
  });

  it('gives a new company every default setting with its default value', async () => {
    const { admin } = await createTenant();
    const res = await api().get('/settings').set(bearer(admin.token));
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(Object.keys(DefaultSettings).length);
    expect(asMap(res.body)).toEqual(DefaultSettings);
    for (const item of res.body) expect(Object.keys(item).sort()).toEqual(['key', 'value']);
  });

  it('gives a plain user every default except the credential settings', async () => {
    const { agent } = await createTenant();
    const res = await api().get('/settings').set(bearer(agent.token));
    expect(res.status).toBe(200);
    const { asaas: _secret, ...publicDefaults } = DefaultSettings;
    expect(asMap(res.body)).toEqual(publicDefaults);
  });

  it("never shows another company's change", async () => {
    const a = await createTenant();
    const b = await createTenant();
    await api().put('/settings/userRating').set(bearer(a.admin.token)).send({ value: 'enabled' }).expect(200);
    const mine = await api().get('/settings').set(bearer(a.agent.token));
    expect(asMap(mine.body).userRating).toBe('enabled');
    const theirs = await api().get('/settings').set(bearer(b.admin.token));
    expect(asMap(theirs.body).userRating).toBe('disabled');
  });
});

describe('PUT /settings/:key', () => {
  it('answers 401 without a token and 403 for a plain user, leaving the value', async () => {
    const { admin, agent } = await createTenant();
    expect((await api().put('/settings/call').send({ value: 'disabled' })).status).toBe(401);
    const res = await api().put('/settings/call').set(bearer(agent.token)).send({ value: 'disabled' });
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('ERR_NO_PERMISSION');
    const list = await api().get('/settings').set(bearer(admin.token));
    expect(asMap(list.body).call).toBe('enabled');
  });

  it('answers 404 ERR_NO_SETTING_FOUND for an unknown key, including Object.prototype names', async () => {
    const { admin } = await createTenant();
    for (const key of ['noSuchSetting', 'constructor', 'toString', 'hasOwnProperty', '__proto__']) {
      const res = await api().put(`/settings/${key}`).set(bearer(admin.token)).send({ value: 'enabled' });
      expect(res.status, key).toBe(404);
      expect(res.body.error, key).toBe('ERR_NO_SETTING_FOUND');
    }
    const list = await api().get('/settings').set(bearer(admin.token));
    expect(list.body.map((s: SettingDTO) => s.key)).not.toContain('noSuchSetting');
  });

  it.each([
    ['userRating', 'maybe'],
    ['scheduleType', 'weekly'],
    ['CheckMsgIsGroup', 'ENABLED'],
    ['call', ''],
    ['chatBotType', 'button'],
    ['language', 'fr'],
    ['campaignsEnabled', 'yes'],
    ['timezone', 'Mars/Olympus_Mons'],
    ['timezone', ''],
  ])('answers 400 naming value for %s = %j', async (key, value) => {
    const { admin } = await createTenant();
    const res = await api().put(`/settings/${key}`).set(bearer(admin.token)).send({ value });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'ERR_VALIDATION', field: 'value' });
    const list = await api().get('/settings').set(bearer(admin.token));
    expect(asMap(list.body)[key]).toBe(DefaultSettings[key as keyof typeof DefaultSettings]);
  });

  it('answers 400 naming value when value is missing or not a string', async () => {
    const { admin } = await createTenant();
    for (const body of [{}, { value: null }, { value: { nested: true } }]) {
      const res = await api().put('/settings/userRating').set(bearer(admin.token)).send(body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error: 'ERR_VALIDATION', field: 'value' });
    }
  });

  it('accepts every listed value of every option setting', async () => {
    const { admin } = await createTenant();
    for (const [key, values] of Object.entries(SettingOptions)) {
      for (const value of values ?? []) {
        const res = await api().put(`/settings/${key}`).set(bearer(admin.token)).send({ value });
        expect(res.status, `${key}=${value}`).toBe(200);
      }
    }
  });

  it('accepts a valid IANA time zone and stores it', async () => {
    const { admin } = await createTenant();
    const res = await api().put('/settings/timezone').set(bearer(admin.token)).send({ value: 'Europe/Lisbon' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ key: 'timezone', value: 'Europe/Lisbon' });
    const list = await api().get('/settings').set(bearer(admin.token));
    expect(asMap(list.body).timezone).toBe('Europe/Lisbon');
  });

  it('returns { key, value } and tells only that company', async () => {
    const a = await createTenant();
    const b = await createTenant();
    const before = settingsEvents(b.company.id).length;
    const res = await api().put('/settings/scheduleType').set(bearer(a.admin.token)).send({ value: 'company' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ key: 'scheduleType', value: 'company' });
    expect(settingsEvents(a.company.id)).toEqual([
      {
        companyId: a.company.id,
        event: `company-${a.company.id}-settings`,
        payload: { action: 'update', setting: { key: 'scheduleType', value: 'company' } },
        target: { room: 'company' },
      },
    ]);
    expect(settingsEvents(b.company.id)).toHaveLength(before);
    expect(eventsFor(b.company.id).some((e) => JSON.stringify(e.payload).includes('scheduleType'))).toBe(false);
  });

  it('lets the super user change their own company settings', async () => {
    const root = await createSuperUser();
    const res = await api().put('/settings/language').set(bearer(root.token)).send({ value: 'en' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ key: 'language', value: 'en' });
  });

  it("sends a credential setting only to the admins' own rooms, never to the company room", async () => {
    const { company, admin, agent } = await createTenant();
    const otherAdmin = await createUser(company, { profile: 'admin' });
    const res = await api().put('/settings/asaas').set(bearer(admin.token)).send({ value: 'gateway-secret-42' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ key: 'asaas', value: 'gateway-secret-42' });
    const leaked = settingsEvents(company.id).filter((e) => JSON.stringify(e.payload).includes('gateway-secret-42'));
    expect(leaked.map((e) => e.target)).toEqual(
      expect.arrayContaining([
        { room: 'user', userId: admin.user.id },
        { room: 'user', userId: otherAdmin.user.id },
      ]),
    );
    expect(leaked.map((e) => e.target)).not.toContainEqual({ room: 'company' });
    expect(leaked.map((e) => e.target)).not.toContainEqual({ room: 'user', userId: agent.user.id });
  });
});
