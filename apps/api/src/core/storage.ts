import { randomBytes } from 'node:crypto';
import { copyFile, link, mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { env } from '../config/env.js';
import type { ServiceContext } from './context.js';
import { logger } from './logger.js';
import { essenceOf } from './mime.js';

/** The absolute storage folder (STORAGE_DIR resolved against the working directory). */
export const storageRoot = () => path.resolve(env.STORAGE_DIR);

/** Absolute path of a storage-relative path, refusing anything that escapes STORAGE_DIR. */
export function storagePath(relative: string): string {
  const root = storageRoot();
  const full = path.resolve(root, relative);
  if (!full.startsWith(root + path.sep)) throw new Error(`Path escapes storage: ${relative}`);
  return full;
}

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'audio/ogg': 'ogg',
  'audio/mpeg': 'mp3',
  'audio/mp4': 'm4a',
  'audio/aac': 'aac',
  'audio/wav': 'wav',
  'video/mp4': 'mp4',
  'video/3gpp': '3gp',
  'application/pdf': 'pdf',
  'text/plain': 'txt',
};

/** A file extension from the mimetype (never from a client's file name). */
export function extensionFor(mimetype: string): string {
  return EXTENSIONS[essenceOf(mimetype)] ?? 'bin';
}

/** A new random storage-relative path under the company's folder, its folder created. */
async function newCompanyPath(companyId: number, folder: string, mimetype: string): Promise<string> {
  const relative = path.posix.join('companies', String(companyId), folder, `${randomBytes(16).toString('hex')}.${extensionFor(mimetype)}`);
  await mkdir(path.dirname(storagePath(relative)), { recursive: true });
  return relative;
}

/** Writes bytes under the company's folder with a random name; returns the storage-relative path. */
export async function saveCompanyFile(companyId: number, folder: string, data: Buffer, mimetype: string): Promise<string> {
  const relative = await newCompanyPath(companyId, folder, mimetype);
  await writeFile(storagePath(relative), data);
  return relative;
}

/**
 * A stored file under a new name of its own in the company's `folder` (a sent message keeps its file when the
 * list or campaign it came from is deleted), without copying the bytes: a hard link, a copy only where the
 * storage cannot link. Returns the new storage-relative path.
 */
export async function shareCompanyFile(companyId: number, folder: string, relative: string, mimetype: string): Promise<string> {
  const copy = await newCompanyPath(companyId, folder, mimetype);
  await link(storagePath(relative), storagePath(copy)).catch(() => copyFile(storagePath(relative), storagePath(copy)));
  return copy;
}

/** Deletes a stored file; a file already gone is fine, any other failure is logged (an orphan file harms no one). */
export async function removeStoredFile(relative: string): Promise<void> {
  try {
    await rm(storagePath(relative), { force: true });
  } catch (error) {
    logger.warn({ err: error, path: relative }, 'stored file not removed');
  }
}

/** Removes a file once the transaction that stopped referencing it has committed (never for a rollback). */
export function removeStoredFileAfterCommit(ctx: ServiceContext, relative: string | null): void {
  if (!relative) return;
  if (ctx.transaction) ctx.transaction.afterCommit(() => removeStoredFile(relative));
  else void removeStoredFile(relative);
}
