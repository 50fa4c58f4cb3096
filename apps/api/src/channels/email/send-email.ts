import nodemailer, { type Transporter } from 'nodemailer';
import { env } from '../../config/env.js';
import { AppError } from '../../core/errors.js';

export interface Email {
  to: string;
  subject: string;
  text: string;
}

let transporter: Transporter | undefined;

function transport(): Transporter {
  if (!env.SMTP_HOST) throw new AppError('ERR_EMAIL_NOT_CONFIGURED', 503, 'E-mail sending is not configured (SMTP_HOST)');
  transporter ??= nodemailer.createTransport({
    host: env.SMTP_HOST,
    port: env.SMTP_PORT,
    secure: env.SMTP_PORT === 465,
    auth: env.SMTP_USER ? { user: env.SMTP_USER, pass: env.SMTP_PASS } : undefined,
  });
  return transporter;
}

/** Closes the relay's connection (process shutdown, end of a test file); the next e-mail opens a new one. */
export function closeEmailTransport(): void {
  transporter?.close();
  transporter = undefined;
}

/** Sends one e-mail through the SMTP relay of the environment. */
export async function sendEmail(email: Email): Promise<void> {
  try {
    await transport().sendMail({ from: env.SMTP_FROM, ...email });
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('ERR_EMAIL_SEND_FAILED', 502, 'The e-mail could not be sent');
  }
}
