import { randomUUID } from 'node:crypto';
import { AppError } from '../../core/errors.js';
import { publish } from '../../core/events.js';
import { Company, Plan, Queue, Setting, User } from '../../models/index.js';
import { signAccessToken } from './access-token.js';
import { subscriptionActive } from './session-state.js';
import { issueRefreshToken } from './refresh-tokens.js';
import { verifyPassword } from './password.js';
import { presentUser } from '../users/users.presenter.js';

export const sessionIncludes = [
  { model: Company, include: [{ model: Setting }, { model: Plan }] },
  { model: Queue, attributes: ['id', 'name', 'color'], through: { attributes: [] } },
];

/** Loads a user with the company block sessions need, by a field the caller has already authenticated. */
export async function findSessionUser(where: { id: number } | { email: string }, reason: string): Promise<User | null> {
  return User.findOne({ where, include: sessionIncludes, crossTenant: reason });
}

/** Refuses a session for an expired or inactive company (super users are never locked out). */
export function assertSubscription(user: User): void {
  const company = user.company;
  if (!company) throw new AppError('ERR_SESSION_EXPIRED', 401, 'Session expired');
  const claims = { super: user.super, companyActive: company.status, dueDate: company.dueDate };
  if (!subscriptionActive(claims)) {
    throw new AppError('ERR_SUBSCRIPTION_EXPIRED', 403, 'Subscription expired', { dueDate: company.dueDate });
  }
}

export interface IssuedSession {
  token: string;
  refreshToken: string;
  sessionId: string;
  user: ReturnType<typeof presentUser>;
  /** The super user still signs in with the well-known default password: the web shows a warning. */
  defaultPasswordInUse: boolean;
}

/** The password everyone knows from the product's install guides. */
const WELL_KNOWN_PASSWORD = '123456';

/** Issues the access and refresh tokens of a session (a new session when sessionId is absent). */
export async function issueSession(user: User, sessionId: string = randomUUID()): Promise<IssuedSession> {
  const token = signAccessToken({
    id: user.id,
    companyId: user.companyId,
    profile: user.profile,
    super: user.super,
    sid: sessionId,
    dueDate: user.company?.dueDate ?? null,
    companyActive: user.company?.status ?? false,
    ver: user.tokenVersion,
  });
  const refreshToken = await issueRefreshToken(user.id, sessionId);
  const defaultPasswordInUse = user.super && (await verifyPassword(WELL_KNOWN_PASSWORD, user.passwordHash));
  return { token, refreshToken, sessionId, user: presentUser(user), defaultPasswordInUse };
}

/** Tells the user's other sessions that someone signed in elsewhere. */
export function announceLogin(user: User, sessionId: string): void {
  const ctx = { companyId: user.companyId, actor: { kind: 'system', reason: 'login' } as const };
  publish(ctx, {
    entity: 'auth',
    payload: { action: 'update', user: { id: user.id }, sessionId },
    target: { room: 'user', userId: user.id },
  });
}
