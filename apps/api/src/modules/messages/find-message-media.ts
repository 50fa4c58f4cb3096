import path from 'node:path';
import type { ServiceContext } from '../../core/context.js';
import { notFound } from '../../core/errors.js';
import { storagePath } from '../../core/storage.js';
import { findOrFail } from '../../core/tenancy.js';
import { Message } from '../../models/index.js';
import { findVisibleTicket } from './messages.queries.js';

export interface MessageMedia {
  /** Absolute path of the stored file. */
  file: string;
  mimetype: string;
  filename: string;
}

/** The stored file of a message the actor may see (same visibility as its ticket); 404 without one. */
export async function findMessageMedia(ctx: ServiceContext, id: number): Promise<MessageMedia> {
  const message = await findOrFail(Message, ctx, id);
  await findVisibleTicket(ctx, message.ticketId);
  if (!message.mediaPath || message.isDeleted) throw notFound();
  return {
    file: storagePath(message.mediaPath),
    mimetype: message.mimetype ?? 'application/octet-stream',
    filename: message.filename || path.posix.basename(message.mediaPath),
  };
}
