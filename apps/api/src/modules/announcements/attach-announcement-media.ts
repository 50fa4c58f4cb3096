import type { AnnouncementDTO } from '@zapdesk/shared';
import type { ServiceContext } from '../../core/context.js';
import { notFound } from '../../core/errors.js';
import { removeStoredFile, removeStoredFileAfterCommit, saveCompanyFile } from '../../core/storage.js';
import { inTransaction } from '../../core/transaction.js';
import { Announcement } from '../../models/index.js';
import { authorizeAnnouncementWrite } from './announcements.policy.js';
import { presentAnnouncement } from './announcements.presenter.js';
import { lockAnnouncement, publishAnnouncement } from './announcements.queries.js';

export interface UploadedPicture {
  buffer: Buffer;
  mimetype: string;
  originalname: string;
}

/** The name shown for the picture: the client's name, trimmed and bounded (it is never used as a path). */
const pictureName = (originalname: string) => (originalname.trim() || 'imagem').slice(0, 255);

/**
 * POST /announcements/:id/media-upload (super users): stores the picture under the author company's folder
 * with a random name and attaches it, replacing any previous one, whose file is removed after the commit.
 * The file is written before the transaction (no disk I/O under a row lock) and removed if the attach fails.
 */
export async function attachAnnouncementMedia(ctx: ServiceContext, id: number, file: UploadedPicture): Promise<AnnouncementDTO> {
  authorizeAnnouncementWrite(ctx);
  const existing = await Announcement.findByPk(id, { transaction: ctx.transaction });
  if (!existing) throw notFound();
  const stored = await saveCompanyFile(existing.companyId, 'announcements', file.buffer, file.mimetype);
  try {
    return await inTransaction(ctx, async (tx) => {
      const record = await lockAnnouncement(tx, id);
      removeStoredFileAfterCommit(tx, record.mediaPath);
      await record.update({ mediaPath: stored, mediaName: pictureName(file.originalname), mimetype: file.mimetype }, { transaction: tx.transaction });
      const dto = presentAnnouncement(record);
      publishAnnouncement(tx, 'update', dto);
      return dto;
    });
  } catch (error) {
    await removeStoredFile(stored);
    throw error;
  }
}
