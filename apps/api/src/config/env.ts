import 'dotenv/config';
import * as yup from 'yup';

// The only reader of process.env: every setting is validated here once, so a bad deployment
// fails at boot with a readable line instead of at the first request that needs the value.

const DEV_SECRET = 'zapdesk-development-secret-change-me-please';

const schema = yup.object({
  NODE_ENV: yup.string().oneOf(['development', 'production', 'test']).default('development'),
  PORT: yup.number().integer().min(1).max(65535).default(8080),
  WEB_ORIGIN: yup.string().default('http://localhost:3000'),
  DATABASE_URL: yup.string().default('postgres://postgres@127.0.0.1:5432/zapdesk'),
  REDIS_URL: yup.string().default('redis://127.0.0.1:6379'),
  REDIS_PREFIX: yup.string().default('zapdesk'),
  JWT_SECRET: yup.string().min(16).default(DEV_SECRET),
  JWT_REFRESH_SECRET: yup.string().min(16).default(`${DEV_SECRET}-refresh`),
  ACCESS_TOKEN_TTL: yup.string().default('15m'),
  REFRESH_TOKEN_TTL_DAYS: yup.number().integer().min(1).default(7),
  SUPER_ADMIN_EMAIL: yup.string().email().default('admin@admin.com'),
  SUPER_ADMIN_PASSWORD: yup.string().min(5).default('123456'),
  LOG_LEVEL: yup.string().oneOf(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: yup.string().default('loopback'),
  RATE_LIMIT_LOGIN_PER_IP: yup.number().integer().min(1).default(20),
  RATE_LIMIT_LOGIN_PER_EMAIL: yup.number().integer().min(1).default(10),
  RATE_LIMIT_LOGIN_WINDOW_SECONDS: yup.number().integer().min(1).default(900),
  RATE_LIMIT_SIGNUP_PER_IP: yup.number().integer().min(1).default(5),
  RATE_LIMIT_SIGNUP_WINDOW_SECONDS: yup.number().integer().min(1).default(3600),
  STORAGE_DIR: yup.string().default('./storage'),
  WHATSAPP_SANDBOX: yup.boolean().default(true),
  WHATSAPP_GATEWAY_PORT: yup.number().integer().min(1).max(65535).default(8081),
  WHATSAPP_GATEWAY_URL: yup.string().default('http://127.0.0.1:8081'),
  WHATSAPP_AUTH_KEY: yup.string().matches(/^[0-9a-f]{64}$/i, 'must be 64 hex characters').optional(),
  SMTP_HOST: yup.string().optional(),
  SMTP_PORT: yup.number().integer().default(587),
  SMTP_USER: yup.string().optional(),
  SMTP_PASS: yup.string().optional(),
  SMTP_FROM: yup.string().default('ZapDesk <no-reply@zapdesk.local>'),
});

export type Env = yup.InferType<typeof schema>;

function loadEnv(): Env {
  const raw = Object.fromEntries(Object.entries(process.env).filter(([, v]) => v !== ''));
  try {
    const env = schema.validateSync(raw, { abortEarly: false, stripUnknown: true });
    if (env.NODE_ENV === 'production' && (env.JWT_SECRET.startsWith(DEV_SECRET) || env.JWT_REFRESH_SECRET.startsWith(DEV_SECRET))) {
      throw new yup.ValidationError('JWT_SECRET and JWT_REFRESH_SECRET must be set in production');
    }
    if (env.NODE_ENV === 'production' && !env.WHATSAPP_AUTH_KEY) {
      throw new yup.ValidationError('WHATSAPP_AUTH_KEY (64 hex characters) must be set in production: it encrypts WhatsApp pairings');
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
