import { pino } from 'pino';
import { env } from '../config/env.js';

/** Paths whose values never reach the logs (tokens, passwords, the password-reset URL). */
export const redactPaths = [
  'password',
  '*.password',
  'newPassword',
  '*.newPassword',
  'token',
  '*.token',
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'req.body.password',
  'req.body.token',
];

export const logger = pino({
  level: env.LOG_LEVEL,
  redact: { paths: redactPaths, censor: '[REDACTED]' },
});
