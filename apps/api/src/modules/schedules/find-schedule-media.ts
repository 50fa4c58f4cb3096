import path from 'node:path';
import type { ServiceContext } from '../../core/context.js';
import { notFound } from '../../core/errors.js';
import { storagePath } from '../../core/storage.js';
import { findOrFail } from '../../core/tenancy.js';
import { Schedule } from '../../models/index.js';

export interface ScheduleMedia {
  /** Absolute path of the stored file. */
  file: string;
  mimetype: string;
  filename: string;
}

/** GET /schedules/:id/media: the attachment of a company's schedule (the DTO's mediaPath); 404 without one. */
export async function findScheduleMedia(ctx: ServiceContext, id: number): Promise<ScheduleMedia> {
  const record = await findOrFail(Schedule, ctx, id);
  if (!record.mediaPath) throw notFound();
  return {
    file: storagePath(record.mediaPath),
    mimetype: record.mimetype ?? 'application/octet-stream',
    filename: record.mediaName || path.posix.basename(record.mediaPath),
  };
}
