import { ANNOUNCEMENT_EVENT, type AnnouncementDTO } from '@zapdesk/shared';
import type { ServiceContext } from '../../core/context.js';
import { notFound } from '../../core/errors.js';
import { publishPlatform } from '../../core/events.js';
import { Announcement } from '../../models/index.js';

/** One announcement (of any company: they are platform-wide), locked for the transaction's write; 404 when missing. */
export async function lockAnnouncement(ctx: ServiceContext, id: number): Promise<Announcement> {
  const record = await Announcement.findByPk(id, { transaction: ctx.transaction, lock: ctx.transaction?.LOCK.UPDATE });
  if (!record) throw notFound();
  return record;
}

/**
 * Publishes a created or changed announcement to every socket after the commit. An inactive one reaches
 * only super users; everyone else drops it (a delete), since they never see inactive announcements.
 */
export function publishAnnouncement(ctx: ServiceContext, action: 'create' | 'update', dto: AnnouncementDTO): void {
  if (dto.status) {
    publishPlatform(ctx, ANNOUNCEMENT_EVENT, { action, announcement: dto });
    return;
  }
  publishPlatform(ctx, ANNOUNCEMENT_EVENT, { action, announcement: dto }, 'supers');
  if (action === 'update') publishPlatform(ctx, ANNOUNCEMENT_EVENT, { action: 'delete', announcementId: dto.id }, 'others');
}

export function publishAnnouncementDeleted(ctx: ServiceContext, id: number): void {
  publishPlatform(ctx, ANNOUNCEMENT_EVENT, { action: 'delete', announcementId: id });
}
