import { defineConfig } from '@playwright/test';
import { chromiumLaunch } from './tests/chromium';

// The e2e run owns its ports and database so it never touches a developer's running stack.
const API_PORT = Number(process.env.E2E_API_PORT ?? 18080);
const WEB_PORT = Number(process.env.E2E_WEB_PORT ?? 13000);
const GATEWAY_PORT = Number(process.env.E2E_GATEWAY_PORT ?? 18081);
/** The fake SMTP relay of the e2e stack (support/e2e-server.mjs) that the API's password-reset e-mails reach. */
const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? API_PORT + 3);
/** The `vite preview` that support/e2e-server.mjs runs behind the web port. */
const PREVIEW_PORT = Number(process.env.E2E_PREVIEW_PORT ?? API_PORT + 4);
const API_URL = `http://localhost:${API_PORT}`;
const WEB_URL = `http://localhost:${WEB_PORT}`;

/** The e2e stack's own database (kept apart from the API suites' zapdesk_test) and Redis prefix. */
const apiEnv = {
  PORT: String(API_PORT),
  DATABASE_URL: process.env.E2E_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/zapdesk_e2e',
  REDIS_URL: process.env.E2E_REDIS_URL ?? 'redis://127.0.0.1:6379/1',
  REDIS_PREFIX: `zapdesk-e2e-${API_PORT}`,
  WEB_ORIGIN: WEB_URL,
  NODE_ENV: 'test',
  JWT_SECRET: 'e2e-access-secret-0123456789abcdef',
  JWT_REFRESH_SECRET: 'e2e-refresh-secret-0123456789abcdef',
  WHATSAPP_GATEWAY_KEY: 'e2e-gateway-key-0123456789abcdef-0123',
  WHATSAPP_AUTH_KEY: 'e'.repeat(64),
  WHATSAPP_SANDBOX: 'true',
  WHATSAPP_GATEWAY_PORT: String(GATEWAY_PORT),
  WHATSAPP_GATEWAY_URL: `http://127.0.0.1:${GATEWAY_PORT}`,
  // Under a dot folder, as in a checkout at ~/.apps/zapdesk: media must open from there too (issue 18).
  STORAGE_DIR: '../api/.e2e/storage',
  SMTP_HOST: '127.0.0.1',
  SMTP_PORT: String(SMTP_PORT),
  // Every test signs up its own company and signs in from the same address: no rate limit may couple them.
  RATE_LIMIT_LOGIN_PER_IP: '100000',
  RATE_LIMIT_LOGIN_PER_EMAIL: '1000',
  RATE_LIMIT_SIGNUP_PER_IP: '100000',
  LOG_LEVEL: 'warn',
  BCRYPT_ROUNDS: '4',
};

/** `npm run screenshots` (the review aid) runs the `screenshots` project; `npm test` runs `e2e` alone. */
export default defineConfig({
  // No retries, also under CI: a test that passes only on its second try is a flake to fix, not to hide.
  retries: 0,
  // Each test signs up its own company (tests/fixtures.ts), so tests run side by side.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  fullyParallel: true,
  // `npm test` runs this suite beside the API and web suites on 2 cores (scripts/test.mjs), where a step that
  // takes 1 s alone can take ten: the budgets (here and in the few tests that set a multiple of it) are about
  // that machine, not about the behaviour, which every test asserts by waiting for it.
  timeout: 120_000,
  // Pages load their code when first opened (issue 20: a chunk per page): after a sign-in or a navigation on a
  // loaded machine a page's chunks can take far longer than Playwright's default 5 s to arrive and render.
  expect: { timeout: 30_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: WEB_URL,
    locale: 'pt-BR',
    // A failed test keeps its trace (DOM snapshots of every step, network, console) but not the trace's screencast:
    // recording it made the browser encode a frame for every paint of every test, about half its CPU (9 tests:
    // 111-118 -> 55-66 CPU s); the failure's own screenshot stays.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    // The app's reduced motion (apps/web/src/app/reduced-motion.ts), as a person can ask for it in their system's
    // settings: no frame is painted for a transition or a spinner, which in this software-rendered browser was a
    // fifth of its CPU, and colour contrast is never read halfway through a theme fade. Playwright applies it to
    // the contexts a test opens itself too (and would otherwise emulate 'no-preference' everywhere).
    reducedMotion: 'reduce',
    launchOptions: chromiumLaunch(),
  },
  projects: [
    { name: 'e2e', testDir: './tests' },
    { name: 'screenshots', testDir: './screenshots-specs' },
  ],
  webServer: [
    {
      // Clears the stack's Redis keys, creates, migrates and seeds the e2e database (super user
      // admin@admin.com / 123456), then runs the API's three processes: http, the worker and the whatsapp
      // process (sandbox provider on).
      command:
        'node support/reset-redis.mjs && node ../api/dist/db-cli.js prepare && (node ../api/dist/whatsapp.js & node ../api/dist/worker.js & node ../api/dist/http.js; wait)',
      url: `${API_URL}/health/ready`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      env: apiEnv,
    },
    {
      // The web app's existing production build (vite preview, with its security headers), told the e2e
      // API's URL at run time by a same-origin script, and the fake SMTP relay.
      command: 'node support/e2e-server.mjs',
      url: WEB_URL,
      // `npm test` runs this suite beside the API and web suites on 2 cores (scripts/test.mjs), where a step that
      // takes 1 s alone can take ten: the budgets (here and in the few tests that set a multiple of it) are about
      // that machine, not about the behaviour, which every test asserts by waiting for it.
      timeout: 120_000,
      reuseExistingServer: false,
      env: { E2E_WEB_PORT: String(WEB_PORT), E2E_PREVIEW_PORT: String(PREVIEW_PORT), E2E_SMTP_PORT: String(SMTP_PORT), E2E_API_URL: API_URL },
    },
  ],
});
