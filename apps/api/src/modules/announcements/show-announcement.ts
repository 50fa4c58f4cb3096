import type { AnnouncementDTO } from '@zapdesk/shared';
import type { ServiceContext } from '../../core/context.js';
import { notFound } from '../../core/errors.js';
import { Announcement } from '../../models/index.js';
import { canSeeAnnouncement } from './announcements.policy.js';
import { presentAnnouncement } from './announcements.presenter.js';

/** GET /announcements/:id: any signed-in user; an inactive one is 404 to whoever is not a super user. */
export async function showAnnouncement(ctx: ServiceContext, id: number): Promise<AnnouncementDTO> {
  const record = await Announcement.findByPk(id, { transaction: ctx.transaction });
  if (!record || !canSeeAnnouncement(ctx, record)) throw notFound();
  return presentAnnouncement(record);
}
