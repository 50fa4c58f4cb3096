import type { ServiceContext } from '../../core/context.js';
import { resyncRooms } from '../../core/events.js';
import { logger } from '../../core/logger.js';
import { User } from '../../models/index.js';
import { announceSessionChange, type SessionScope } from './session-cache.js';

/**
 * Raises the token version of one user of the context's company, or of all its users but the super user
 * (who is never locked out with a company): every access token signed before is refused from then on.
 */
export async function raiseTokenVersion(ctx: ServiceContext, scope: SessionScope): Promise<void> {
  const where = 'userId' in scope ? { id: scope.userId, companyId: ctx.companyId } : { companyId: ctx.companyId, super: false };
  await User.increment('tokenVersion', { by: 1, where, transaction: ctx.transaction, silent: true });
}

/**
 * After the change commits, ends the sessions it invalidated: every process forgets their cached state
 * (this one before the commit's caller answers), then every socket.io server re-checks the scope's sockets and
 * tells and disconnects those whose token no longer holds (realtime/session-guard.ts).
 */
export async function endSessions(ctx: ServiceContext, scope: SessionScope): Promise<void> {
  const announce = () => announceSessionChange(scope).catch((error: unknown) => logger.warn({ err: error, scope }, 'announcing a session change failed'));
  if (ctx.transaction) ctx.transaction.afterCommit(announce);
  else await announce();
  resyncRooms(ctx, { kind: 'sessions', ...('userId' in scope && { userId: scope.userId }) });
}
