import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { downloadMediaMessage, extractMessageContent, getContentType, type WAMessage } from '@whiskeysockets/baileys';
import { extensionFor, storagePath } from '../../../core/storage.js';
import type { StoredMedia } from '../types.js';
import { statusCodeOf } from './boom.js';

// Inbound media is downloaded as soon as the message arrives: WhatsApp's CDN links expire.

const MEDIA_KINDS = ['imageMessage', 'videoMessage', 'ptvMessage', 'audioMessage', 'documentMessage', 'stickerMessage'] as const;
type MediaKind = (typeof MEDIA_KINDS)[number];

const DEFAULT_MIMETYPES: Record<MediaKind, string> = {
  imageMessage: 'image/jpeg',
  videoMessage: 'video/mp4',
  ptvMessage: 'video/mp4',
  audioMessage: 'audio/ogg',
  documentMessage: 'application/octet-stream',
  stickerMessage: 'image/webp',
};

const isMediaKind = (kind: string | undefined): kind is MediaKind => (MEDIA_KINDS as readonly string[]).includes(kind ?? '');

/** Statuses of an expired CDN link: the phone must upload the file again. */
const REUPLOAD_STATUSES = [404, 410];

export interface MediaDownloadContext {
  companyId: number;
  /** Asks the phone to re-upload expired media (the socket's updateMediaMessage). */
  reuploadRequest: (message: WAMessage) => Promise<WAMessage>;
}

/** True when the message carries a downloadable file. */
export function hasDownloadableMedia(m: WAMessage): boolean {
  return isMediaKind(getContentType(extractMessageContent(m.message)));
}

/**
 * Downloads and decrypts a message's media into STORAGE_DIR/companies/{companyId}/media/{random}.{ext}.
 * The path never comes from the sender's file name (that name is only kept for display).
 */
export async function downloadInboundMedia(m: WAMessage, ctx: MediaDownloadContext): Promise<StoredMedia> {
  const content = extractMessageContent(m.message);
  const kind = getContentType(content);
  if (!content || !isMediaKind(kind)) throw new Error(`Message ${m.key.id} has no downloadable media`);
  const node = content[kind];
  const mimetype = node?.mimetype || DEFAULT_MIMETYPES[kind];
  const extension = extensionFor(mimetype);
  const relative = path.posix.join('companies', String(ctx.companyId), 'media', `${randomBytes(16).toString('hex')}.${extension}`);
  const target = storagePath(relative);
  await mkdir(path.dirname(target), { recursive: true });

  let size = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      done(null, chunk);
    },
  });
  try {
    await pipeline(await openDownload(m, ctx), counter, createWriteStream(target));
  } catch (error) {
    await rm(target, { force: true });
    throw error;
  }

  const fileName = content.documentMessage?.fileName;
  const media: StoredMedia = { path: relative, mimetype, filename: displayName(fileName) ?? `${m.key.id ?? 'media'}.${extension}`, size };
  if (kind === 'audioMessage' && content.audioMessage?.ptt) media.voiceNote = true;
  return media;
}

// Baileys rc14's own re-upload retry never fires (it tests `error.status`, which its Boom errors do
// not have), so an expired link is handled here: ask the phone once, then download again.
async function openDownload(m: WAMessage, ctx: MediaDownloadContext) {
  try {
    return await downloadMediaMessage(m, 'stream', {});
  } catch (error) {
    if (!REUPLOAD_STATUSES.includes(statusCodeOf(error) ?? 0)) throw error;
    return downloadMediaMessage(await ctx.reuploadRequest(m), 'stream', {});
  }
}

// Control characters are exactly what a display name must not carry.
// eslint-disable-next-line no-control-regex
const CONTROL_OR_SLASH = /[\u0000-\u001f\\/]/g;

/** The sender's file name, reduced to a harmless display name. */
function displayName(name: string | null | undefined): string | undefined {
  const cleaned = path
    .basename(name ?? '')
    .replace(CONTROL_OR_SLASH, '')
    .trim()
    .slice(0, 200);
  return cleaned || undefined;
}
