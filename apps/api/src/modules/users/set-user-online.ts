import { Op } from 'sequelize';
import type { ServiceContext } from '../../core/context.js';
import { now } from '../../core/clock.js';
import { publish } from '../../core/events.js';
import { User } from '../../models/index.js';
import { presentUser } from './users.presenter.js';
import { userIncludes } from './users.queries.js';

export const OFFLINE_AFTER_MS = 5 * 60_000;

/** The userStatus heartbeat: marks the user online and remembers when it was last seen. */
export async function setUserOnline(ctx: ServiceContext, userId: number): Promise<void> {
  const user = await User.findOne({ where: { id: userId, companyId: ctx.companyId }, include: userIncludes });
  if (!user) return;
  const wasOnline = user.online;
  await user.update({ online: true, lastSeenAt: now() });
  if (!wasOnline) publish(ctx, { entity: 'user', payload: { action: 'update', user: presentUser(user) } });
}

/** Sets offline every user whose last heartbeat is older than five minutes; returns how many. */
export async function setIdleUsersOffline(): Promise<number> {
  const cutoff = new Date(now().getTime() - OFFLINE_AFTER_MS);
  const idle = await User.findAll({
    where: { online: true, [Op.or]: [{ lastSeenAt: null }, { lastSeenAt: { [Op.lt]: cutoff } }] },
    include: userIncludes,
    crossTenant: 'the presence job sweeps every company',
  });
  for (const user of idle) {
    await user.update({ online: false });
    const ctx = { companyId: user.companyId, actor: { kind: 'system', reason: 'presence' } as const };
    publish(ctx, { entity: 'user', payload: { action: 'update', user: presentUser(user) } });
  }
  return idle.length;
}
