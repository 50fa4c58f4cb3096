import { AppError } from '../../core/errors.js';
import { sendEmail } from '../../channels/email/send-email.js';
import { User } from '../../models/index.js';
import { issueResetCode } from './reset-codes.js';

/** Sends a 6-digit reset code to the user's e-mail; an unknown e-mail is 404 (the spec's contract). */
export async function requestPasswordReset(email: string): Promise<void> {
  const user = await User.findOne({ where: { email }, crossTenant: 'password reset finds the user by e-mail' });
  if (!user) throw new AppError('ERR_NO_USER_FOUND', 404, 'Email não encontrado');
  const code = await issueResetCode(user.id);
  await sendEmail({
    to: user.email,
    subject: 'ZapDesk: código para redefinir a senha',
    text: [
      `Olá ${user.name},`,
      '',
      `Seu código para redefinir a senha é: ${code}`,
      'Ele vale por 1 hora e só pode ser usado uma vez.',
      '',
      'Se você não pediu a redefinição, ignore este e-mail.',
    ].join('\n'),
  });
}
