import type { NextFunction, Request, Response } from 'express';
import multer from 'multer';
import { AppError } from '../../core/errors.js';
import { fileNameProblem, multipartError } from '../../http/uploads.js';

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

/** The mimetype without parameters (`audio/webm;codecs=opus` → `audio/webm`). */
export const essenceOf = (mimetype: string) => mimetype.split(';')[0].trim().toLowerCase();

/** True for a type attendants may send (other attachments that end up sent, like quick messages', use it too). */
export const isSendableMedia = (mimetype: string) => ACCEPTED.test(essenceOf(mimetype));

/** A refused upload: 400 naming the `medias` field. */
export const invalidMedias = (message: string) => new AppError('ERR_VALIDATION', 400, `medias: ${message}`, { field: 'medias' });

/**
 * The multer parser of `medias` files (memory, 16 MB each, at most 10): `acceptsType` decides the declared
 * types it takes; names are checked as every upload's. The external API takes one more type than attendants.
 */
export function mediasUpload(acceptsType: (mimetype: string) => boolean) {
  return multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: MAX_MEDIA_BYTES, files: MAX_MEDIAS, fields: 10 },
    // File names arrive as UTF-8 from browsers; busboy's default (latin1) would garble accents.
    defParamCharset: 'utf8',
    fileFilter: (_req, file, accept) => {
      if (file.fieldname !== 'medias' && file.fieldname !== 'medias[]') return accept(invalidMedias(`unexpected file field ${file.fieldname}`));
      if (!acceptsType(file.mimetype)) return accept(invalidMedias(`file type ${file.mimetype} is not accepted`));
      const nameProblem = fileNameProblem(file.originalname);
      if (nameProblem) return accept(invalidMedias(nameProblem));
      accept(null, true);
    },
  }).any();
}

const upload = mediasUpload(isSendableMedia);

/** Parses a multipart body (medias + fields) into req.files / req.body; JSON requests pass through. */
export function receiveMedias(req: Request, res: Response, next: NextFunction): void {
  if (!req.is('multipart/form-data')) return next();
  // A file over the limit reaches the error handler's 413 ERR_PAYLOAD_TOO_LARGE; any other parser failure is a 400.
  upload(req, res, (error: unknown) => next(multipartError(error, invalidMedias)));
}
