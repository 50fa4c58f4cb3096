import { randomBytes } from 'node:crypto';
import { copyFile, link, mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { ServiceContext } from '../../../core/context.js';
import { extensionFor, storagePath } from '../../../core/storage.js';
import { FileListOption, type Campaign } from '../../../models/index.js';
import type { OutgoingItem } from '../../messages/outbox.js';

/**
 * Each sent message keeps its own name for the file (the ticket's history outlives the campaign and its list)
 * without copying the bytes ten thousand times: a hard link, a copy only where the storage cannot link.
 */
async function messageCopy(ctx: ServiceContext, relative: string, mimetype: string): Promise<string> {
  const copy = path.posix.join('companies', String(ctx.companyId), 'media', `${randomBytes(16).toString('hex')}.${extensionFor(mimetype)}`);
  await mkdir(path.dirname(storagePath(copy)), { recursive: true });
  await link(storagePath(relative), storagePath(copy)).catch(() => copyFile(storagePath(relative), storagePath(copy)));
  return copy;
}

/** A file that follows a campaign's text, as stored once for the campaign. */
export interface CampaignFile {
  path: string;
  mimetype: string;
  filename: string;
}

/** The files that follow the text: the campaign's attachment, then its file list's files (§3 mediaPath, fileListId). */
export async function campaignFiles(ctx: ServiceContext, campaign: Campaign): Promise<CampaignFile[]> {
  const files: CampaignFile[] = [];
  if (campaign.mediaPath && campaign.mimetype) files.push({ path: campaign.mediaPath, mimetype: campaign.mimetype, filename: campaign.mediaName ?? 'file' });
  if (campaign.fileListId) {
    const options = await FileListOption.findAll({ where: { companyId: ctx.companyId, fileId: campaign.fileListId }, order: [['id', 'ASC']] });
    for (const option of options) if (option.path) files.push({ path: option.path, mimetype: option.mediaType, filename: option.fileName || option.name });
  }
  return files;
}

/** One shipping's messages for the campaign's files, each with its own copy (see messageCopy). */
export async function attachmentsOf(ctx: ServiceContext, files: CampaignFile[]): Promise<OutgoingItem[]> {
  return Promise.all(files.map(async (file) => ({ body: '', media: { ...file, path: await messageCopy(ctx, file.path, file.mimetype) } })));
}
