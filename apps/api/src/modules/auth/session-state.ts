import type { Profile } from '@zapdesk/shared';
import { today } from '../../core/clock.js';
import { Company, User } from '../../models/index.js';
import type { AccessClaims } from './access-token.js';

/** What every request and socket event checks its token against: the user and their company as they are now. */
export interface SessionState {
  userId: number;
  companyId: number;
  profile: Profile;
  super: boolean;
  tokenVersion: number;
  companyActive: boolean;
  dueDate: string | null;
}

/** True when the company may use the platform (super users always may). */
export function subscriptionActive(state: { super: boolean; companyActive: boolean; dueDate: string | null }): boolean {
  if (state.super) return true;
  return state.companyActive && (!state.dueDate || state.dueDate >= today());
}

/** Reads a user's session state from the database; null once the user (or their company) is gone. */
export async function loadSessionState(userId: number): Promise<SessionState | null> {
  const user = await User.findOne({
    where: { id: userId },
    attributes: ['id', 'companyId', 'profile', 'super', 'tokenVersion'],
    include: [{ model: Company, attributes: ['id', 'status', 'dueDate'] }],
    crossTenant: 'a verified token names the user',
  });
  if (!user?.company) return null;
  return {
    userId: user.id,
    companyId: user.companyId,
    profile: user.profile,
    super: user.super,
    tokenVersion: user.tokenVersion,
    companyActive: user.company.status,
    dueDate: user.company.dueDate,
  };
}

/**
 * How a token stands against its user's current state: `ended` when the user is gone or the token was issued
 * before a logout, password or profile change (its version or profile differs), `lapsed` when the company's
 * subscription no longer allows use.
 */
export function sessionVerdict(claims: AccessClaims, state: SessionState | null): 'ok' | 'ended' | 'lapsed' {
  if (
    !state ||
    state.companyId !== claims.companyId ||
    state.profile !== claims.profile ||
    state.super !== claims.super ||
    // Tokens signed before versions existed carry none: they count as version 0.
    state.tokenVersion !== (claims.ver ?? 0)
  ) {
    return 'ended';
  }
  return subscriptionActive(state) ? 'ok' : 'lapsed';
}
