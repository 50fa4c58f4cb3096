import type { UserUpdateInput } from '@zapdesk/shared';
import { actorUserId, type ServiceContext } from '../../core/context.js';
import { canAdminister, authorize } from '../../core/policy.js';
import type { User } from '../../models/index.js';

/** Fields only an admin may set (spec §6: profile, queues, default connection, allTicket). */
const ADMIN_FIELDS = ['profile', 'queueIds', 'whatsappId', 'allTicket'] as const;

/** Admins see and edit every user of their company; others only themselves. */
export function authorizeUserAccess(ctx: ServiceContext, user: User): void {
  authorize(canAdminister(ctx) || actorUserId(ctx) === user.id);
}

/** A non-admin editing themselves may not change admin-only fields (sending the current value is fine). */
export function authorizeUserUpdate(ctx: ServiceContext, user: User, input: UserUpdateInput): void {
  authorizeUserAccess(ctx, user);
  if (canAdminister(ctx)) {
    // Admins manage their company's users, but only the super user may edit the super user's account.
    authorize(!user.super || (ctx.actor.kind === 'user' && ctx.actor.isSuper));
    return;
  }
  const currentQueueIds = (user.queues ?? []).map((q) => q.id).sort();
  const changes = {
    profile: input.profile !== undefined && input.profile !== user.profile,
    allTicket: input.allTicket !== undefined && input.allTicket !== user.allTicket,
    whatsappId: input.whatsappId !== undefined && input.whatsappId !== user.whatsappId,
    queueIds: input.queueIds !== undefined && [...input.queueIds].sort().join() !== currentQueueIds.join(),
  };
  authorize(ADMIN_FIELDS.every((field) => !changes[field]));
}
