import { defineConfig } from '@playwright/test';

// The e2e run owns its ports and database so it never touches a developer's running stack.
const API_PORT = Number(process.env.E2E_API_PORT ?? 18080);
const WEB_PORT = Number(process.env.E2E_WEB_PORT ?? 13000);
const GATEWAY_PORT = Number(process.env.E2E_GATEWAY_PORT ?? 18081);
const API_URL = `http://localhost:${API_PORT}`;
const WEB_URL = `http://localhost:${WEB_PORT}`;
/** One build folder per web port, so two runs on different ports never empty each other's files. */
const WEB_OUT_DIR = `dist-e2e-${WEB_PORT}`;

/** Debian's Chromium: `playwright install` cannot download browsers on these machines. */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

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
  WHATSAPP_SANDBOX: 'true',
  WHATSAPP_GATEWAY_PORT: String(GATEWAY_PORT),
  WHATSAPP_GATEWAY_URL: `http://127.0.0.1:${GATEWAY_PORT}`,
  STORAGE_DIR: '../api/storage-e2e',
  // Every spec signs in; repeated local runs must not trip the per-e-mail login limit.
  RATE_LIMIT_LOGIN_PER_IP: '1000',
  RATE_LIMIT_LOGIN_PER_EMAIL: '1000',
  LOG_LEVEL: 'warn',
};

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: WEB_URL,
    locale: 'pt-BR',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
    },
  },
  webServer: [
    {
      // Creates, migrates and seeds the e2e database (super user admin@admin.com / 123456), then runs the
      // API's three processes: http, the worker and the whatsapp process (sandbox provider on).
      command:
        'node ../api/dist/db-cli.js prepare && (node ../api/dist/whatsapp.js & node ../api/dist/worker.js & node ../api/dist/http.js; wait)',
      url: `${API_URL}/health/ready`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      env: apiEnv,
    },
    {
      // A production build pointed at the test API, served by `vite preview`.
      command: `node_modules/.bin/vite build --outDir ${WEB_OUT_DIR} --emptyOutDir && node_modules/.bin/vite preview --outDir ${WEB_OUT_DIR} --port ${WEB_PORT} --strictPort`,
      cwd: '../web',
      url: WEB_URL,
      timeout: 180_000,
      reuseExistingServer: false,
      env: { VITE_API_URL: API_URL },
    },
  ],
});
