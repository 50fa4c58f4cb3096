import type { Request } from 'express';
import { declaredTypeProblem, fileListUpload } from '../../http/uploads.js';
import { isSendableMedia, MAX_MEDIA_BYTES, MAX_MEDIAS } from '../messages/messages.upload.js';

/**
 * A multipart parser for files that end up sent to customers (file lists, a campaign's attachment): the
 * types attendants may send, 16 MB each, names checked; anything else is 400 naming the field. Files arrive
 * in req.files with their types reduced to the essence.
 */
export function sendableUpload(field: string, maxFiles = MAX_MEDIAS) {
  // A file list sends an id or a name per file (up to 10 each) beside its own fields.
  return fileListUpload({ field, maxBytes: MAX_MEDIA_BYTES, maxFiles, maxFields: 30, typeProblem: declaredTypeProblem(isSendableMedia), missing: 'Required' });
}

/** The uploaded files of a request parsed by sendableUpload. */
export const uploadedFiles = (req: Request) => req.files as Express.Multer.File[];
