import { AppError } from '../../core/errors.js';
import { verifyAccessToken, type AccessClaims } from './access-token.js';
import { sessionState } from './session-cache.js';
import { sessionVerdict, type SessionState } from './session-state.js';

/**
 * Verifies an access token and checks it against its user as they are now (cached per process): 401 once
 * the user is gone or the token predates a logout, password or profile change; 403 for a lapsed
 * subscription (as for an expired token, the client refreshes and then learns why).
 */
export async function checkAccessToken(token: string): Promise<{ claims: AccessClaims; state: SessionState }> {
  const claims = verifyAccessToken(token);
  const state = await sessionState(claims.id);
  const verdict = sessionVerdict(claims, state);
  if (verdict === 'ended' || !state) throw new AppError('ERR_SESSION_EXPIRED', 401, 'Session ended');
  if (verdict === 'lapsed') throw new AppError('ERR_SUBSCRIPTION_EXPIRED', 403, 'Subscription expired', { dueDate: state.dueDate });
  return { claims, state };
}
