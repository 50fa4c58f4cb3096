import type { AnnouncementDTO } from '@zapdesk/shared';
import type { ServiceContext } from '../../core/context.js';
import { inTransaction } from '../../core/transaction.js';
import { Announcement } from '../../models/index.js';
import { authorizeAnnouncementWrite } from './announcements.policy.js';
import { presentAnnouncement } from './announcements.presenter.js';
import { publishAnnouncement } from './announcements.queries.js';
import type { AnnouncementCreateInput } from './announcements.schemas.js';

/** POST /announcements (super users): a notice for every company; attach a picture afterwards with media-upload. */
export async function createAnnouncement(ctx: ServiceContext, input: AnnouncementCreateInput): Promise<AnnouncementDTO> {
  authorizeAnnouncementWrite(ctx);
  return inTransaction(ctx, async (tx) => {
    const record = await Announcement.create(
      { title: input.title, text: input.text, priority: input.priority, status: input.status, companyId: ctx.companyId },
      { transaction: tx.transaction },
    );
    const dto = presentAnnouncement(record);
    publishAnnouncement(tx, 'create', dto);
    return dto;
  });
}
