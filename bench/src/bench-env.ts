import { tmpdir } from 'node:os';
import path from 'node:path';

// The bench's own database, Redis db and key prefix, and ports apart from the dev stack (8080/8081), the
// API suites and e2e (18080/18081): a run never touches anyone's data. BENCH_* variables move them.
const setting = (name: string, fallback: string) => process.env[name] || fallback;

export const HTTP_PORT = Number(setting('BENCH_API_PORT', '18280'));
export const GATEWAY_PORT = Number(setting('BENCH_GATEWAY_PORT', '18281'));
export const API_URL = `http://127.0.0.1:${HTTP_PORT}`;
export const GATEWAY_URL = `http://127.0.0.1:${GATEWAY_PORT}`;
export const DATABASE_URL = setting('BENCH_DATABASE_URL', 'postgres://postgres@127.0.0.1:5432/zapdesk_bench');
export const REDIS_PREFIX = setting('BENCH_REDIS_PREFIX', 'zapdesk-bench');
/** Where the API processes write their logs (printed when one of them fails). */
export const LOG_DIR = path.join(tmpdir(), setting('BENCH_LOG_DIR', 'zapdesk-bench'));

/** The settings the API processes and this driver run with: production mode, quiet logs. */
export const BENCH_ENV: Record<string, string> = {
  NODE_ENV: 'production',
  PORT: String(HTTP_PORT),
  DATABASE_URL,
  REDIS_URL: setting('BENCH_REDIS_URL', 'redis://127.0.0.1:6379/2'),
  REDIS_PREFIX,
  JWT_SECRET: 'bench-access-secret-0123456789abcdef',
  JWT_REFRESH_SECRET: 'bench-refresh-secret-0123456789abcdef',
  WHATSAPP_AUTH_KEY: 'b'.repeat(64),
  WHATSAPP_GATEWAY_KEY: 'bench-gateway-key-0123456789abcdef-01',
  WHATSAPP_SANDBOX: 'true',
  WHATSAPP_GATEWAY_PORT: String(GATEWAY_PORT),
  WHATSAPP_GATEWAY_URL: GATEWAY_URL,
  WEB_ORIGIN: 'http://localhost:3000',
  STORAGE_DIR: path.join(LOG_DIR, 'storage'),
  LOG_LEVEL: 'warn',
  // Per-message stage timestamps of every process (apps/api/src/core/stage-trace.ts, inbound/stage-report.ts).
  ...(process.env.STAGE_TRACE_FILE ? { STAGE_TRACE_FILE: process.env.STAGE_TRACE_FILE } : {}),
};
