import { systemContext } from '../../core/context.js';
import { User } from '../../models/index.js';
import { endSessions, raiseTokenVersion } from './end-sessions.js';
import { revokeRefreshToken } from './refresh-tokens.js';

/**
 * Signs a session out: its refresh token is revoked and the user's access tokens are refused from now on
 * (their other sessions refresh once, unnoticed; this one cannot). A token already used or forged changes nothing.
 */
export async function logout(refreshToken: string | undefined): Promise<void> {
  const userId = await revokeRefreshToken(refreshToken);
  if (userId === null) return;
  const user = await User.findOne({ where: { id: userId }, attributes: ['id', 'companyId'], crossTenant: 'the refresh token names the user' });
  if (!user) return;
  const ctx = systemContext(user.companyId, 'logout');
  await raiseTokenVersion(ctx, { userId });
  await endSessions(ctx, { userId });
}
