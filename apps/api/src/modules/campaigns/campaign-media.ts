import path from 'node:path';
import type { CampaignDTO } from '@zapdesk/shared';
import type { ServiceContext } from '../../core/context.js';
import { notFound } from '../../core/errors.js';
import { removeStoredFile, removeStoredFileAfterCommit, saveCompanyFile, storagePath } from '../../core/storage.js';
import { findOrFail } from '../../core/tenancy.js';
import { inTransaction } from '../../core/transaction.js';
import { Campaign } from '../../models/index.js';
import type { UploadedFile } from '../files/upload-file-list-files.js';
import { assertEditable, lockCampaign, publishCampaign } from './campaigns.queries.js';

/**
 * POST /campaigns/:id/media-upload: the campaign's one attachment (stored under the company, random name),
 * replacing the previous one after the commit; only while the campaign is editable (§4). The file is written
 * before the transaction and removed again if the attach does not commit.
 */
export async function attachCampaignMedia(ctx: ServiceContext, id: number, file: UploadedFile): Promise<CampaignDTO> {
  assertEditable(await findOrFail(Campaign, ctx, id), ['mediaPath']);
  const stored = await saveCompanyFile(ctx.companyId, 'campaigns', file.buffer, file.mimetype);
  try {
    await inTransaction(ctx, async (tx) => {
      const record = await lockCampaign(tx, id);
      assertEditable(record, ['mediaPath']);
      removeStoredFileAfterCommit(tx, record.mediaPath);
      const mediaName = (file.originalname.trim() || 'file').replace(/\s/g, '_');
      await record.update({ mediaPath: stored, mediaName, mimetype: file.mimetype }, { transaction: tx.transaction });
    });
  } catch (error) {
    await removeStoredFile(stored);
    throw error;
  }
  return publishCampaign(ctx, id);
}

/** DELETE /campaigns/:id/media-upload. */
export async function removeCampaignMedia(ctx: ServiceContext, id: number): Promise<CampaignDTO> {
  await inTransaction(ctx, async (tx) => {
    const record = await lockCampaign(tx, id);
    assertEditable(record, ['mediaPath']);
    removeStoredFileAfterCommit(tx, record.mediaPath);
    await record.update({ mediaPath: null, mediaName: null, mimetype: null }, { transaction: tx.transaction });
  });
  return publishCampaign(ctx, id);
}

/** GET /campaigns/:id/media: the attachment, served with authorisation (404 without one). */
export async function findCampaignMedia(ctx: ServiceContext, id: number) {
  const record = await findOrFail(Campaign, ctx, id);
  if (!record.mediaPath) throw notFound();
  return {
    file: storagePath(record.mediaPath),
    mimetype: record.mimetype ?? 'application/octet-stream',
    filename: record.mediaName || path.posix.basename(record.mediaPath),
  };
}
