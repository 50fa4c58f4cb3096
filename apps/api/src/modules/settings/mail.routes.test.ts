import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { env } from '../../config/env.js';
import { api, bearer } from '../../test/http.js';
import { createSuperUser, createTenant } from '../../test/factories.js';
import { startFakeSmtp } from '../../test/fakes/smtp-server.js';

// The super user's view of the e-mail setup and its test e-mail (issue 20). This file's relay listens on a
// free port of its own, so it never competes with another file's relay on the shared test port.
let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
beforeAll(async () => {
  smtp = await startFakeSmtp(0);
  env.SMTP_PORT = smtp.port;
});
afterAll(() => smtp.close());

describe('GET /settings/mail', () => {
  it('answers 401 without a token and 403 to a company admin', async () => {
    const { admin } = await createTenant();
    expect((await api().get('/settings/mail')).status).toBe(401);
    const res = await api().get('/settings/mail').set(bearer(admin.token));
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('ERR_NO_PERMISSION');
  });

  it('shows the super user the SMTP settings without the password', async () => {
    const root = await createSuperUser();
    const saved = { user: env.SMTP_USER, pass: env.SMTP_PASS };
    env.SMTP_USER = 'relay-user';
    env.SMTP_PASS = 'relay-secret-password';
    try {
      const res = await api().get('/settings/mail').set(bearer(root.token));
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ configured: true, host: '127.0.0.1', port: smtp.port, user: 'relay-user', passwordSet: true, from: env.SMTP_FROM });
      expect(JSON.stringify(res.body)).not.toContain('relay-secret-password');
    } finally {
      env.SMTP_USER = saved.user;
      env.SMTP_PASS = saved.pass;
    }
  });
});

describe('POST /settings/mail/test', () => {
  it('answers 401 without a token, 403 to a company admin and 400 without a valid address', async () => {
    const { admin } = await createTenant();
    const root = await createSuperUser();
    expect((await api().post('/settings/mail/test').send({ to: 'a@b.test' })).status).toBe(401);
    expect((await api().post('/settings/mail/test').set(bearer(admin.token)).send({ to: 'a@b.test' })).status).toBe(403);
    for (const body of [{}, { to: 'not-an-address' }]) {
      const res = await api().post('/settings/mail/test').set(bearer(root.token)).send(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error).toBe('ERR_VALIDATION');
    }
    expect(smtp.inbox).toEqual([]);
  });

  it('sends the test e-mail through the relay to the given address', async () => {
    const root = await createSuperUser();
    const res = await api().post('/settings/mail/test').set(bearer(root.token)).send({ to: 'dono@plataforma.test' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ sent: true });
    expect(smtp.inbox).toHaveLength(1);
    expect(smtp.inbox[0].to).toEqual(['dono@plataforma.test']);
    expect(smtp.inbox[0].raw).toContain('Subject: ZapDesk: e-mail de teste');
  });
});

describe('an instance without SMTP_HOST', () => {
  it('says mail is not configured and answers the test with 503 ERR_EMAIL_NOT_CONFIGURED', async () => {
    const root = await createSuperUser();
    const host = env.SMTP_HOST;
    env.SMTP_HOST = undefined;
    try {
      const status = await api().get('/settings/mail').set(bearer(root.token));
      expect(status.body).toMatchObject({ configured: false, host: null });
      const res = await api().post('/settings/mail/test').set(bearer(root.token)).send({ to: 'dono@plataforma.test' });
      expect(res.status).toBe(503);
      expect(res.body.error).toBe('ERR_EMAIL_NOT_CONFIGURED');
    } finally {
      env.SMTP_HOST = host;
    }
  });
});
