import type { ServiceContext } from '../../../core/context.js';
import { shareCompanyFile } from '../../../core/storage.js';
import { FileListOption, type Campaign } from '../../../models/index.js';
import type { OutgoingItem } from '../../messages/outbox.js';

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

/**
 * One shipping's messages for the campaign's files, each with its own copy (the ticket's history outlives the
 * campaign and its list) that shares the bytes (thousands of shippings).
 */
export async function attachmentsOf(ctx: ServiceContext, files: CampaignFile[]): Promise<OutgoingItem[]> {
  return Promise.all(
    files.map(async (file) => ({ body: '', media: { ...file, path: await shareCompanyFile(ctx.companyId, 'media', file.path, file.mimetype) } })),
  );
}
