import { spawnSync } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { networkInterfaces, tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { env } from '../config/env.js';
import { startWhatsappProcess } from '../test/whatsapp-process.js';
import type { WhatsappProcess } from '../channels/whatsapp/whatsapp-process.js';
// @ts-expect-error: a plain .mjs script of the repository, without type declarations.
import { ensureLocalSecrets, secretsForChildren } from '../../../../scripts/local-secrets.mjs';

const apiRoot = path.resolve(import.meta.dirname, '../..');
const SECRETS = ['JWT_SECRET', 'JWT_REFRESH_SECRET', 'WHATSAPP_GATEWAY_KEY', 'WHATSAPP_AUTH_KEY'];

/** Boots config/env.ts in a child process with the given environment; returns its exit code and stderr. */
function bootConfig(overrides: Record<string, string | undefined>) {
  const childEnv: Record<string, string> = {};
  for (const [key, value] of Object.entries({ ...process.env, ...overrides })) if (value !== undefined) childEnv[key] = value;
  const result = spawnSync(process.execPath, ['--import', 'tsx', '-e', "await import('./src/config/env.ts'); console.log('booted')"], {
    cwd: apiRoot,
    env: childEnv,
    encoding: 'utf8',
  });
  return { status: result.status, stderr: result.stderr, stdout: result.stdout };
}

describe('secrets have no fallback in code', () => {
  it.each(SECRETS)('a process without %s refuses to boot, in development mode too', (name) => {
    const { status, stderr } = bootConfig({ NODE_ENV: 'development', [name]: undefined });
    expect(status).toBe(1);
    expect(stderr).toContain(name);
  });

  it('boots with every secret set', () => {
    expect(bootConfig({ NODE_ENV: 'development' }).stdout).toContain('booted');
  });

  it('refuses short secrets and the same secret for access and refresh tokens', () => {
    expect(bootConfig({ JWT_SECRET: 'short' }).status).toBe(1);
    expect(bootConfig({ JWT_REFRESH_SECRET: env.JWT_SECRET }).stderr).toContain('JWT_REFRESH_SECRET must differ');
  });
});

describe('npm start creates the secrets of a local install once', () => {
  it('writes random secrets to an owner-only file and reuses them', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'zapdesk-secrets-'));
    const first = ensureLocalSecrets(dir);
    expect(Object.keys(first).sort()).toEqual([...SECRETS].sort());
    expect(first.WHATSAPP_AUTH_KEY).toMatch(/^[0-9a-f]{64}$/);
    expect(first.JWT_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(new Set(Object.values(first)).size).toBe(4);
    expect(statSync(path.join(dir, '.secrets.env')).mode & 0o777).toBe(0o600);
    expect(ensureLocalSecrets(dir)).toEqual(first);
    expect(ensureLocalSecrets(mkdtempSync(path.join(tmpdir(), 'zapdesk-secrets-'))).JWT_SECRET).not.toBe(first.JWT_SECRET);
  });

  it('leaves out secrets the operator set in .env or the environment', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'zapdesk-secrets-'));
    writeFileSync(path.join(dir, '.env'), 'JWT_SECRET=from-dotenv-0123456789abcdef0123456789\n');
    const handed = secretsForChildren(dir, { WHATSAPP_AUTH_KEY: 'f'.repeat(64) });
    expect(Object.keys(handed).sort()).toEqual(['JWT_REFRESH_SECRET', 'WHATSAPP_GATEWAY_KEY']);
    expect(readFileSync(path.join(dir, '.secrets.env'), 'utf8')).toContain('JWT_SECRET=');
  });
});

describe('the WhatsApp gateway', () => {
  let whatsapp: WhatsappProcess;
  beforeAll(async () => {
    whatsapp = await startWhatsappProcess();
  });
  afterAll(() => whatsapp.close());

  it('listens on loopback only by default: another interface of this machine is refused', async () => {
    expect(env.WHATSAPP_GATEWAY_HOST).toBe('127.0.0.1');
    const external = Object.values(networkInterfaces())
      .flat()
      .find((nic) => nic && nic.family === 'IPv4' && !nic.internal);
    expect(external, 'this test needs a non-loopback IPv4 interface').toBeDefined();
    const reached = await fetch(`http://${external!.address}:${whatsapp.port}/`).then(
      () => true,
      () => false,
    );
    expect(reached).toBe(false);
  });

  it('refuses a key derived from the JWT secret (the old scheme) and accepts only its own', async () => {
    const call = (key: string) =>
      fetch(`http://127.0.0.1:${whatsapp.port}/sessions/1/start`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-gateway-key': key },
        body: JSON.stringify({ companyId: 1 }),
      });
    const derived = createHmac('sha256', env.JWT_SECRET).update('whatsapp-gateway').digest('hex');
    expect((await call(derived)).status).toBe(401);
    expect((await call('')).status).toBe(401);
    expect((await call(env.WHATSAPP_GATEWAY_KEY)).status).not.toBe(401);
  });
});
