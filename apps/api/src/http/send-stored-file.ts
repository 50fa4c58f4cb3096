import path from 'node:path';
import type { Response } from 'express';
import { notFound } from '../core/errors.js';
import { storageRoot } from '../core/storage.js';

export interface StoredFile {
  /** Absolute path of the file (inside the storage root: core/storage.ts#storagePath). */
  file: string;
  mimetype: string;
  filename: string;
}

/** Errors of a file that is not there (or not a file): the record outlived it, so there is nothing to serve. */
const GONE = new Set(['ENOENT', 'ENOTDIR', 'EISDIR', 'ENAMETOOLONG']);

/**
 * Streams a stored file to a caller already authorised for it: pictures, audio and video play inline,
 * anything else downloads under its name. The path is given relative to the storage root (`root`), so
 * `send` judges only our random names, never the folders above: a checkout under a dot folder
 * (`~/.apps/zapdesk`) still serves its media. The headers go out only with the file, so a file missing on
 * disk answers the JSON 404 of the error handler, never a JSON body labelled as an image.
 */
export function sendStoredFile(res: Response, stored: StoredFile): Promise<void> {
  const kind = stored.mimetype.split('/')[0];
  const disposition = ['image', 'audio', 'video'].includes(kind) ? 'inline' : 'attachment';
  const root = storageRoot();
  const relative = path.relative(root, stored.file);
  const headers = {
    'Content-Type': stored.mimetype,
    'Content-Disposition': `${disposition}; filename*=UTF-8''${encodeURIComponent(stored.filename)}`,
    'Cache-Control': 'private, max-age=86400',
  };
  return new Promise((resolve, reject) => {
    if (relative.startsWith('..') || path.isAbsolute(relative)) return reject(notFound());
    res.sendFile(relative, { root, headers }, (error?: Error & { code?: string; status?: number; statusCode?: number }) => {
      if (!error || res.headersSent) return resolve();
      const status = error.status ?? error.statusCode;
      // `send` answers 404 for a missing file and 403/404 for a name it will not serve: either way the file is not there for this caller.
      if (GONE.has(error.code ?? '') || (status !== undefined && status < 500)) return reject(notFound());
      reject(error);
    });
  });
}
