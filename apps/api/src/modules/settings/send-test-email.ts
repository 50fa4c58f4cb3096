import { sendEmail } from '../../channels/email/send-email.js';

/**
 * Sends a short e-mail through the configured relay so the super user sees the setup work end to end
 * (503 ERR_EMAIL_NOT_CONFIGURED without SMTP_HOST, 502 ERR_EMAIL_SEND_FAILED when the relay refuses).
 */
export async function sendTestEmail(to: string): Promise<void> {
  await sendEmail({
    to,
    subject: 'ZapDesk: e-mail de teste',
    text: 'Este é um e-mail de teste do ZapDesk. Se você o recebeu, o envio de e-mails (SMTP) está configurado corretamente.',
  });
}
