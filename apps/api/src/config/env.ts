import 'dotenv/config';
import * as yup from 'yup';

// The only reader of process.env: every setting is validated here once, so a bad deployment
// fails at boot with a readable line instead of at the first request that needs the value.

// Secrets have no default in any mode: `npm start` generates them once into .secrets.env (see
// scripts/local-secrets.mjs) and docker compose reads them from .env. A process without them refuses to boot.
const secret = (name: string) =>
  yup.string().required(`${name} must be set (npm start generates it; docker compose reads it from .env)`).min(32, `${name} must be at least 32 characters`);

const schema = yup.object({
  NODE_ENV: yup.string().oneOf(['development', 'production', 'test']).default('development'),
  PORT: yup.number().integer().min(1).max(65535).default(8080),
  WEB_ORIGIN: yup.string().default('http://localhost:3000'),
  DATABASE_URL: yup.string().default('postgres://postgres@127.0.0.1:5432/zapdesk'),
  REDIS_URL: yup.string().default('redis://127.0.0.1:6379'),
  REDIS_PREFIX: yup.string().default('zapdesk'),
  JWT_SECRET: secret('JWT_SECRET'),
  JWT_REFRESH_SECRET: secret('JWT_REFRESH_SECRET'),
  ACCESS_TOKEN_TTL: yup.string().default('15m'),
  REFRESH_TOKEN_TTL_DAYS: yup.number().integer().min(1).default(7),
  SUPER_ADMIN_EMAIL: yup.string().email().default('admin@admin.com'),
  SUPER_ADMIN_PASSWORD: yup.string().min(5).default('123456'),
  LOG_LEVEL: yup.string().oneOf(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // bcrypt's cost: each step doubles the work of a sign-in and of setting a password (10: ~0.1 s of CPU). The
  // test stacks use the minimum, 4: what they test is who may sign in, not how slowly.
  BCRYPT_ROUNDS: yup.number().integer().min(4).max(15).default(10),
  // The inbound bench's per-message stage timestamps (core/stage-trace.ts): a file every process appends to.
  STAGE_TRACE_FILE: yup.string().optional(),
  TRUST_PROXY: yup.string().default('loopback'),
  RATE_LIMIT_LOGIN_PER_IP: yup.number().integer().min(1).default(20),
  RATE_LIMIT_LOGIN_PER_EMAIL: yup.number().integer().min(1).default(10),
  RATE_LIMIT_LOGIN_WINDOW_SECONDS: yup.number().integer().min(1).default(900),
  RATE_LIMIT_SIGNUP_PER_IP: yup.number().integer().min(1).default(5),
  RATE_LIMIT_SIGNUP_WINDOW_SECONDS: yup.number().integer().min(1).default(3600),
  // Password-reset e-mails per address; past them each request waits longer (a minute, doubling).
  RATE_LIMIT_RESET_PER_EMAIL: yup.number().integer().min(1).default(3),
  RATE_LIMIT_RESET_WINDOW_SECONDS: yup.number().integer().min(1).default(3600),
  // Live sockets one user may hold at once across every http process (realtime/socket-cap.ts).
  SOCKETS_PER_USER: yup.number().integer().min(1).default(10),
  // Campaign messages per second, every company's campaigns together (modules/campaigns/dispatch/send-budget.ts):
  // the share of the machine bulk sending may take from conversations. A zero interval sends at this pace.
  CAMPAIGN_SENDS_PER_SECOND: yup.number().integer().min(1).max(10_000).default(50),
  // The external API (/api/messages): requests per minute per connection token (§10 External API and webhooks).
  API_RATE_LIMIT_PER_MINUTE: yup.number().integer().min(1).default(100),
  // Hosts or CIDRs (comma-separated) that company-entered URLs (webhooks, integrations) may reach although
  // they are loopback, private, link-local or metadata addresses (core/outbound-url.ts). Default: none.
  OUTBOUND_ALLOWED_HOSTS: yup.string().default(''),
  // AI prompts (docs/contract.md "AI prompts and queue integrations"): the OpenAI endpoint (an on-premise
  // gateway or a test server may stand in), the models, and how long one request may take before the ticket
  // falls back to its queue. Spoken replies use Azure Speech in the prompt's region unless AZURE_SPEECH_ENDPOINT
  // names another host.
  OPENAI_BASE_URL: yup.string().url().default('https://api.openai.com/v1'),
  OPENAI_MODEL: yup.string().default('gpt-4o-mini'),
  OPENAI_TRANSCRIPTION_MODEL: yup.string().default('whisper-1'),
  ASSISTANT_TIMEOUT_MS: yup.number().integer().min(100).max(300_000).default(30_000),
  AZURE_SPEECH_ENDPOINT: yup.string().url().optional(),
  // Dialogflow ES (REST) host, e.g. https://dialogflow.googleapis.com (the default) or a regional one.
  DIALOGFLOW_API_ENDPOINT: yup.string().url().default('https://dialogflow.googleapis.com'),
  STORAGE_DIR: yup.string().default('./storage'),
  // Postgres' statement_timeout for the http process (0: none); jobs and migrations have none.
  HTTP_STATEMENT_TIMEOUT_MS: yup.number().integer().min(0).default(5000),
  WHATSAPP_SANDBOX: yup.boolean().default(true),
  WHATSAPP_GATEWAY_PORT: yup.number().integer().min(1).max(65535).default(8081),
  WHATSAPP_GATEWAY_URL: yup.string().default('http://127.0.0.1:8081'),
  // The gateway port is private: loopback unless the operator opens it (compose: the whatsapp container).
  WHATSAPP_GATEWAY_HOST: yup.string().default('127.0.0.1'),
  WHATSAPP_GATEWAY_KEY: secret('WHATSAPP_GATEWAY_KEY'),
  WHATSAPP_AUTH_KEY: yup
    .string()
    .required('WHATSAPP_AUTH_KEY must be set (64 hex characters; npm start generates it): it encrypts WhatsApp pairings')
    .matches(/^[0-9a-f]{64}$/i, 'WHATSAPP_AUTH_KEY must be 64 hex characters'),
  SMTP_HOST: yup.string().optional(),
  SMTP_PORT: yup.number().integer().default(587),
  SMTP_USER: yup.string().optional(),
  SMTP_PASS: yup.string().optional(),
  SMTP_FROM: yup.string().default('ZapDesk <no-reply@zapdesk.local>'),
  // The Asaas API the platform's Pix charges go through when the platform company has an Asaas token (§10 Billing).
  ASAAS_API_URL: yup.string().url().default('https://api.asaas.com/v3'),
});

export type Env = yup.InferType<typeof schema>;

function loadEnv(): Env {
  const raw = Object.fromEntries(Object.entries(process.env).filter(([, v]) => v !== ''));
  try {
    const env = schema.validateSync(raw, { abortEarly: false, stripUnknown: true });
    if (env.JWT_SECRET === env.JWT_REFRESH_SECRET) {
      throw new yup.ValidationError('JWT_REFRESH_SECRET must differ from JWT_SECRET');
    }
    return env;
  } catch (error) {
    const errors = error instanceof yup.ValidationError ? error.errors : [String(error)];
    console.error(`Invalid configuration: ${errors.join('; ')}`);
    process.exit(1);
  }
}

export const env = loadEnv();
export const isTest = env.NODE_ENV === 'test';
export const isProduction = env.NODE_ENV === 'production';
