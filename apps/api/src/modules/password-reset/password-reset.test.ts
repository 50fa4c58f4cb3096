import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resetClock, travel } from '../../core/clock.js';
import { api, freshIp } from '../../test/http.js';
import { createTenant, unique } from '../../test/factories.js';
import { startFakeSmtp } from '../../test/fakes/smtp-server.js';
import { TEST_ENV } from '../../test/test-env.js';
import { redactUrl } from '../../http/app.js';

let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
beforeAll(async () => {
  smtp = await startFakeSmtp(Number(TEST_ENV.SMTP_PORT));
});
afterAll(() => smtp.close());

const codeSentTo = (email: string) => {
  const mail = [...smtp.inbox].reverse().find((m) => m.to.includes(email));
  return mail?.raw
    .match(/redefinir a senha =C3=A9: (\d{6})|redefinir a senha é: (\d{6})/)
    ?.slice(1)
    .find(Boolean);
};

const forget = (email: string, ip = freshIp()) =>
  api()
    .post(`/forgetpassword/${encodeURIComponent(email)}`)
    .set('X-Forwarded-For', ip);
const reset = (email: string, code: string, password: string) =>
  api()
    .post(`/resetpasswords/${encodeURIComponent(email)}/${code}/${encodeURIComponent(password)}`)
    .set('X-Forwarded-For', freshIp());
const login = (email: string, password: string) => api().post('/auth/login').set('X-Forwarded-For', freshIp()).send({ email, password });

describe('password reset', () => {
  it('e-mails a 6-digit code that sets a new password once', async () => {
    const { agent } = await createTenant();
    const email = agent.user.email;
    const res = await forget(email);
    expect(res.status).toBe(200);
    const code = codeSentTo(email);
    expect(code).toMatch(/^\d{6}$/);

    expect((await reset(email, code!, 'NovaSenha1')).status).toBe(200);
    expect((await login(email, 'NovaSenha1')).status).toBe(200);
    const again = await reset(email, code!, 'OutraSenha2');
    expect(again.status).toBe(400);
    expect(again.body.error).toBe('ERR_INVALID_RESET_CODE');
  });

  it('answers 404 for an unknown e-mail and 400 for a malformed one', async () => {
    // An address of its own: the per-e-mail gate lives in Redis for an hour, across runs.
    const missing = await forget(`${unique('nobody')}@example.com`);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Email não encontrado');
    expect((await forget('not-an-email')).status).toBe(400);
  });

  it('refuses a weak password and a wrong code; five wrong codes burn the real one', async () => {
    const { agent } = await createTenant();
    const email = agent.user.email;
    await forget(email);
    const code = codeSentTo(email)!;
    const weak = await reset(email, code, 'fraca');
    expect(weak.status).toBe(400);
    expect(weak.body.field).toBe('newPassword');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expect((await reset(email, wrong, 'NovaSenha1')).status).toBe(400);
    expect((await reset(email, code, 'NovaSenha1')).status).toBe(400);
  });

  it('never logs the password carried in the reset path', () => {
    expect(redactUrl('/resetpasswords/a@b.com/123456/Segredo123')).toBe('/resetpasswords/a@b.com/[REDACTED]/[REDACTED]');
  });
});

describe('password reset limits (issue 19, row 10)', () => {
  afterEach(() => resetClock());
  const mailsTo = (email: string) => smtp.inbox.filter((m) => m.to.includes(email)).length;

  it('sends 3 codes to one e-mail, then answers 429 with Retry-After from any address, slowing down rather than locking', async () => {
    const { agent } = await createTenant();
    const email = agent.user.email;
    for (let i = 0; i < 3; i++) expect((await forget(email)).status).toBe(200);
    const refused = await forget(email);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ error: 'ERR_TOO_MANY_REQUESTS', retryAfter: 60 });
    expect(refused.headers['retry-after']).toBe('60');
    expect(mailsTo(email)).toBe(3);

    travel(60_000);
    expect((await forget(email)).status).toBe(200);
    expect(mailsTo(email)).toBe(4);
    // The next one waits twice as long.
    const again = await forget(email);
    expect(again.status).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(100);
  });

  it('slows down code guesses per e-mail, and limits requests per address', async () => {
    const { agent } = await createTenant();
    const email = agent.user.email;
    for (let i = 0; i < 10; i++) expect((await reset(email, String(100000 + i), 'NovaSenha1')).status).toBe(400);
    const slowed = await reset(email, '123456', 'NovaSenha1');
    expect(slowed.status).toBe(429);
    expect(slowed.headers['retry-after']).toBe('1');

    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await forget(`${unique('nobody')}@example.com`, ip)).status);
    expect(statuses.slice(0, 30).every((status) => status === 404)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});
