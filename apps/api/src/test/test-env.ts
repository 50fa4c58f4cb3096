import { tmpdir } from 'node:os';
import path from 'node:path';

// The test run's own database, Redis db and key prefix: it never touches a running `npm start`.
// ZAPDESK_TEST_NS (letters, digits, _ or -, read as _) gives a checkout its own database and prefix, so two
// checkouts (git worktrees) can run their suites at once without sharing rows or Bull queues.
const given = process.env.ZAPDESK_TEST_NS ?? '';
const ns = /^[a-z0-9_-]+$/i.test(given) ? `_${given.replace(/-/g, '_')}` : '';

export const TEST_ENV = {
  NODE_ENV: 'test',
  DATABASE_URL: `postgres://postgres@127.0.0.1:5432/zapdesk_test${ns}`,
  REDIS_URL: 'redis://127.0.0.1:6379/1',
  REDIS_PREFIX: `zapdesk-test${ns}`,
  LOG_LEVEL: 'silent',
  JWT_SECRET: 'test-access-secret-0123456789abcdef',
  JWT_REFRESH_SECRET: 'test-refresh-secret-0123456789abcdef',
  WHATSAPP_GATEWAY_KEY: 'test-gateway-key-0123456789abcdef-0123',
  WHATSAPP_AUTH_KEY: 'a'.repeat(64),
  // Nothing listens here: a file that needs WhatsApp boots its own process (test/whatsapp-process.ts), and
  // no test ever reaches the whatsapp process of a developer's `npm start` on the default port.
  WHATSAPP_GATEWAY_URL: 'http://127.0.0.1:1',
  RATE_LIMIT_LOGIN_PER_IP: '30',
  BCRYPT_ROUNDS: '4',
  RATE_LIMIT_LOGIN_PER_EMAIL: '10',
  RATE_LIMIT_SIGNUP_PER_IP: '5',
  WEB_ORIGIN: 'http://localhost:3000',
  // A local fake SMTP relay (test/fakes/smtp-server.ts) listens here in the tests that send mail.
  SMTP_HOST: '127.0.0.1',
  SMTP_PORT: '12525',
  // Stored files live under a folder whose name starts with a dot, as in a checkout at ~/.apps/zapdesk:
  // serving them must not depend on where the installation sits (issue 18).
  STORAGE_DIR: path.join(tmpdir(), `.zapdesk-test${ns}`, 'storage'),
};
