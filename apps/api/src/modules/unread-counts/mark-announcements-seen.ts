import type { UnreadCountsDTO } from '@zapdesk/shared';
import { now } from '../../core/clock.js';
import { actorUserId, type ServiceContext } from '../../core/context.js';
import { User } from '../../models/index.js';
import { countUnread } from './count-unread.js';

/** The user opened the announcements: those published so far are read. Answers the counts after it. */
export async function markAnnouncementsSeen(ctx: ServiceContext): Promise<UnreadCountsDTO> {
  const userId = actorUserId(ctx);
  if (userId !== null) await User.update({ announcementsSeenAt: now() }, { where: { id: userId, companyId: ctx.companyId }, silent: true });
  return countUnread(ctx);
}
