import type { Response } from 'express';
import { notFound } from '../core/errors.js';

export interface StoredFile {
  /** Absolute path of the file. */
  file: string;
  mimetype: string;
  filename: string;
}

/**
 * Streams a stored file to a caller already authorised for it: pictures, audio and video play inline,
 * anything else downloads under its name. A file missing on disk is a 404, not a 500.
 */
export function sendStoredFile(res: Response, stored: StoredFile): Promise<void> {
  const kind = stored.mimetype.split('/')[0];
  const disposition = ['image', 'audio', 'video'].includes(kind) ? 'inline' : 'attachment';
  res.setHeader('Content-Type', stored.mimetype);
  res.setHeader('Content-Disposition', `${disposition}; filename*=UTF-8''${encodeURIComponent(stored.filename)}`);
  res.setHeader('Cache-Control', 'private, max-age=86400');
  return new Promise((resolve, reject) => {
    res.sendFile(stored.file, (error?: Error & { code?: string }) => {
      if (!error) return resolve();
      if (res.headersSent) return resolve();
      reject(error.code === 'ENOENT' ? notFound() : error);
    });
  });
}
