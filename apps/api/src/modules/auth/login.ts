import type { LoginInput } from '@zapdesk/shared';
import { AppError } from '../../core/errors.js';
import { DUMMY_HASH, verifyPassword } from './password.js';
import { announceLogin, assertSubscription, findSessionUser, issueSession, type IssuedSession } from './session-user.js';

/** Signs a user in by e-mail and password; wrong e-mail and wrong password fail alike. */
export async function login(input: LoginInput): Promise<IssuedSession> {
  const user = await findSessionUser({ email: input.email }, 'login finds the user by e-mail');
  const valid = await verifyPassword(input.password, user?.passwordHash ?? DUMMY_HASH);
  if (!user || !valid) throw new AppError('ERR_INVALID_CREDENTIALS', 401, 'Invalid e-mail or password');
  assertSubscription(user);
  const session = await issueSession(user);
  announceLogin(user, session.sessionId);
  return session;
}
