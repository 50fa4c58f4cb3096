import type { ServiceContext } from '../../core/context.js';
import { Queue, User } from '../../models/index.js';
import type { AudienceMembership } from './ticket-audience.js';

/**
 * Which ticket audiences a user belongs to, read fresh from the database: the token's profile may be
 * older than the user's, and it carries neither queues nor allTicket. null once the user is gone.
 */
export async function loadAudienceMembership(ctx: ServiceContext, userId: number): Promise<AudienceMembership | null> {
  const user = await User.findOne({
    where: { id: userId, companyId: ctx.companyId },
    attributes: ['id', 'profile', 'super', 'allTicket'],
    include: [{ model: Queue, attributes: ['id'], through: { attributes: [] } }],
  });
  if (!user) return null;
  return {
    profile: user.profile,
    userId: user.id,
    isAdmin: user.profile === 'admin' || user.super,
    queueIds: (user.queues ?? []).map((queue) => queue.id).sort((a, b) => a - b),
    allTicket: user.allTicket === 'enabled',
  };
}
