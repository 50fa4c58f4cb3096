import path from 'node:path';
import type { ServiceContext } from '../../core/context.js';
import { notFound } from '../../core/errors.js';
import { storagePath } from '../../core/storage.js';
import { findOrFail } from '../../core/tenancy.js';
import { QuickMessage } from '../../models/index.js';
import { authorizeQuickMessageView } from './quick-messages.policy.js';

export interface QuickMessageMedia {
  /** Absolute path of the stored file. */
  file: string;
  mimetype: string;
  filename: string;
}

/** GET /quick-messages/:id/media: the attachment of a reply the user may view; 404 without one. */
export async function findQuickMessageMedia(ctx: ServiceContext, id: number): Promise<QuickMessageMedia> {
  const record = await findOrFail(QuickMessage, ctx, id);
  authorizeQuickMessageView(ctx, record);
  if (!record.mediaPath) throw notFound();
  return {
    file: storagePath(record.mediaPath),
    mimetype: record.mimetype ?? 'application/octet-stream',
    filename: record.mediaName || path.posix.basename(record.mediaPath),
  };
}
