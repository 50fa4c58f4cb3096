import type { AnnouncementDTO } from '@zapdesk/shared';
import type { ServiceContext } from '../../core/context.js';
import { removeStoredFileAfterCommit } from '../../core/storage.js';
import { inTransaction } from '../../core/transaction.js';
import { authorizeAnnouncementWrite } from './announcements.policy.js';
import { presentAnnouncement } from './announcements.presenter.js';
import { lockAnnouncement, publishAnnouncement } from './announcements.queries.js';

/** DELETE /announcements/:id/media-upload (super users): the announcement loses its picture (removed after the commit). */
export async function removeAnnouncementMedia(ctx: ServiceContext, id: number): Promise<AnnouncementDTO> {
  authorizeAnnouncementWrite(ctx);
  return inTransaction(ctx, async (tx) => {
    const record = await lockAnnouncement(tx, id);
    removeStoredFileAfterCommit(tx, record.mediaPath);
    await record.update({ mediaPath: null, mediaName: null, mimetype: null }, { transaction: tx.transaction });
    const dto = presentAnnouncement(record);
    publishAnnouncement(tx, 'update', dto);
    return dto;
  });
}
