import type { Transaction } from 'sequelize';
import type { Profile } from '@zapdesk/shared';
import { forbidden } from './errors.js';

/** Who is acting: a signed-in user, or the system (jobs, the WhatsApp pipeline). */
export type Actor = { kind: 'user'; id: number; profile: Profile; isSuper: boolean; sessionId: string } | { kind: 'system'; reason: string };

/** Every use-case takes this first; companyId comes only from a verified token or a job payload. */
export interface ServiceContext {
  companyId: number;
  actor: Actor;
  transaction?: Transaction;
}

/** The context of a job or pipeline acting for a company. */
export function systemContext(companyId: number, reason: string): ServiceContext {
  return { companyId, actor: { kind: 'system', reason } };
}

/** The same context bound to a transaction. */
export function withTransaction(ctx: ServiceContext, transaction: Transaction): ServiceContext {
  return { ...ctx, transaction };
}

export const isAdmin = (ctx: ServiceContext) => ctx.actor.kind === 'system' || ctx.actor.profile === 'admin' || ctx.actor.isSuper;
export const isSuper = (ctx: ServiceContext) => ctx.actor.kind === 'user' && ctx.actor.isSuper;
export const actorUserId = (ctx: ServiceContext) => (ctx.actor.kind === 'user' ? ctx.actor.id : null);

/**
 * The context for the spec's optional companyId parameter: the caller's own company when absent (or their
 * own); only the super user may act on another company's records, anyone else is 403.
 */
export function targetContext(ctx: ServiceContext, companyId: number | undefined): ServiceContext {
  if (companyId === undefined || companyId === ctx.companyId) return ctx;
  if (!isSuper(ctx)) throw forbidden();
  return { ...ctx, companyId };
}
