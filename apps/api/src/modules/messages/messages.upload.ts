import type { NextFunction, Request, Response } from 'express';
import { invalidInput } from '../../http/input-guard.js';
import { essenceOf } from '../../core/mime.js';
import { declaredTypeProblem, fileListParser, multipartError } from '../../http/uploads.js';

/** Per file; WhatsApp's own media limit is 16 MB. */
export const MAX_MEDIA_BYTES = 16 * 1024 * 1024;
export const MAX_MEDIAS = 10;

// What attendants may send: pictures, audio (recorded voice notes included), video, documents. The
// declared type decides how WhatsApp shows the file and how we serve it back (with nosniff), so
// anything else (HTML, scripts, executables) is refused.
const ACCEPTED = new RegExp(
  '^(image/(jpeg|png|gif|webp)' +
    '|audio/(ogg|mpeg|mp3|mp4|aac|wav|x-wav|webm|amr|x-m4a|opus)' +
    '|video/(mp4|3gpp|quicktime|webm)' +
    '|application/(pdf|zip|x-zip-compressed|msword|rtf|vnd\\.ms-excel|vnd\\.ms-powerpoint' +
    '|vnd\\.openxmlformats-officedocument\\.[a-z.]+|vnd\\.oasis\\.opendocument\\.[a-z.]+)' +
    '|text/(plain|csv))$',
);

/** True for a type attendants may send (other attachments that end up sent, like quick messages', use it too). */
export const isSendableMedia = (mimetype: string) => ACCEPTED.test(essenceOf(mimetype));

/** A refused upload: 400 naming the `medias` field. */
export const invalidMedias = (message: string) => invalidInput('medias', message);

/**
 * The multer parser of `medias` files (memory, 16 MB each, at most 10): `acceptsType` decides the declared
 * types it takes; names are checked as every upload's. The external API takes one more type than attendants.
 */
export function mediasUpload(acceptsType: (mimetype: string) => boolean) {
  return fileListParser({ field: 'medias', maxBytes: MAX_MEDIA_BYTES, maxFiles: MAX_MEDIAS, typeProblem: declaredTypeProblem(acceptsType) });
}

const upload = mediasUpload(isSendableMedia);

/** Parses a multipart body (medias + fields) into req.files / req.body; JSON requests pass through. */
export function receiveMedias(req: Request, res: Response, next: NextFunction): void {
  if (!req.is('multipart/form-data')) return next();
  // A file over the limit reaches the error handler's 413 ERR_PAYLOAD_TOO_LARGE; any other parser failure is a 400.
  upload(req, res, (error: unknown) => next(multipartError(error, invalidMedias)));
}
