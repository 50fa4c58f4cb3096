import { AppError } from '../../core/errors.js';
import { consumeRefreshToken } from './refresh-tokens.js';
import { assertSubscription, findSessionUser, issueSession, type IssuedSession } from './session-user.js';

/** Exchanges a refresh token for a new access token and a rotated refresh token (same session). */
export async function refreshSession(refreshToken: string | undefined): Promise<IssuedSession> {
  const { userId, sessionId } = await consumeRefreshToken(refreshToken);
  const user = await findSessionUser({ id: userId }, 'the refresh token names the user');
  if (!user) throw new AppError('ERR_SESSION_EXPIRED', 401, 'Session expired');
  assertSubscription(user);
  return issueSession(user, sessionId);
}
