import { AppError } from '../../core/errors.js';
import { systemContext } from '../../core/context.js';
import { User } from '../../models/index.js';
import { endSessions, raiseTokenVersion } from '../auth/end-sessions.js';
import { hashPassword } from '../auth/password.js';
import { revokeAllRefreshTokens } from '../auth/refresh-tokens.js';
import { consumeResetCode } from './reset-codes.js';

/** Sets a new password with a valid reset code and signs the user out of every session. */
export async function resetPassword(email: string, code: string, newPassword: string): Promise<void> {
  const user = await User.findOne({ where: { email }, crossTenant: 'password reset finds the user by e-mail' });
  const valid = user ? await consumeResetCode(user.id, code) : false;
  if (!user || !valid) throw new AppError('ERR_INVALID_RESET_CODE', 400, 'Invalid or expired code');
  await user.update({ passwordHash: await hashPassword(newPassword) });
  await revokeAllRefreshTokens(user.id);
  const ctx = systemContext(user.companyId, 'password reset');
  await raiseTokenVersion(ctx, { userId: user.id });
  await endSessions(ctx, { userId: user.id });
}
