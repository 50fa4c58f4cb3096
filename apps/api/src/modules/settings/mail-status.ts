import type { MailStatusDTO } from '@zapdesk/shared';
import { env } from '../../config/env.js';

/** How the instance sends e-mail, for the super user's settings: names and values, never the password. */
export function mailStatus(): MailStatusDTO {
  return {
    configured: Boolean(env.SMTP_HOST),
    host: env.SMTP_HOST || null,
    port: env.SMTP_PORT,
    user: env.SMTP_USER || null,
    passwordSet: Boolean(env.SMTP_PASS),
    from: env.SMTP_FROM,
  };
}
