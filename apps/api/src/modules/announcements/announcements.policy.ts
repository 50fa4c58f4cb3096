import type { WhereOptions } from 'sequelize';
import { isSuper, type ServiceContext } from '../../core/context.js';
import { authorize } from '../../core/policy.js';
import type { Announcement } from '../../models/index.js';

// Announcements are platform notices (§6: the super user writes them for every company):
// - read: every signed-in user, of any company; users who are not super users see active ones only.
// - write (create, edit, delete, the picture): super users only, whatever their company.

/** Whether the user may see this announcement at all (an unseen one reads as missing: 404). */
export const canSeeAnnouncement = (ctx: ServiceContext, record: Announcement) => isSuper(ctx) || record.status;

/** The announcements a user may list, as a where clause. */
export function visibleAnnouncementsWhere(ctx: ServiceContext): WhereOptions {
  return isSuper(ctx) ? {} : { status: true };
}

/** 403 ERR_NO_PERMISSION unless the actor is a super user. */
export function authorizeAnnouncementWrite(ctx: ServiceContext): void {
  authorize(isSuper(ctx));
}
