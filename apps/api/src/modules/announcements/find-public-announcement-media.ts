import { Op } from 'sequelize';
import { notFound } from '../../core/errors.js';
import { storagePath } from '../../core/storage.js';
import { Announcement } from '../../models/index.js';

/** The only names the public route answers: what saveCompanyFile writes for a PNG or JPEG picture. */
const STORED_PICTURE_NAME = /^[0-9a-f]{32}\.(png|jpg)$/;

export interface PublicAnnouncementMedia {
  /** Absolute path of the stored file. */
  file: string;
  mimetype: string;
  filename: string;
}

/**
 * GET /public/announcements/:file, without a token (§10 Security: announcement pictures are the one public
 * media). Only a picture an announcement holds right now is served: a detached or deleted one is 404 at
 * once, even before its file leaves the disk, and no other stored file can be named through this route.
 */
export async function findPublicAnnouncementMedia(fileName: string): Promise<PublicAnnouncementMedia> {
  if (!STORED_PICTURE_NAME.test(fileName)) throw notFound();
  const record = await Announcement.findOne({ where: { mediaPath: { [Op.endsWith]: `/announcements/${fileName}` } } });
  if (!record?.mediaPath) throw notFound();
  return { file: storagePath(record.mediaPath), mimetype: record.mimetype ?? 'application/octet-stream', filename: record.mediaName ?? fileName };
}
