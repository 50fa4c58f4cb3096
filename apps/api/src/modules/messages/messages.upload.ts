import type { NextFunction, Request, Response } from 'express';
import multer from 'multer';
import { AppError } from '../../core/errors.js';

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

const invalid = (message: string) => new AppError('ERR_VALIDATION', 400, `medias: ${message}`, { field: 'medias' });

const upload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: MAX_MEDIA_BYTES, files: MAX_MEDIAS, fields: 10 },
  // File names arrive as UTF-8 from browsers; busboy's default (latin1) would garble accents.
  defParamCharset: 'utf8',
  fileFilter: (_req, file, accept) => {
    if (file.fieldname !== 'medias' && file.fieldname !== 'medias[]') return accept(invalid(`unexpected file field ${file.fieldname}`));
    if (!ACCEPTED.test(essenceOf(file.mimetype))) return accept(invalid(`file type ${file.mimetype} is not accepted`));
    accept(null, true);
  },
}).any();

/** Parses a multipart body (medias + fields) into req.files / req.body; JSON requests pass through. */
export function receiveMedias(req: Request, res: Response, next: NextFunction): void {
  if (!req.is('multipart/form-data')) return next();
  upload(req, res, (error: unknown) => {
    if (error instanceof multer.MulterError && error.code !== 'LIMIT_FILE_SIZE') return next(invalid(error.message));
    // A file over the limit reaches the error handler's 413 ERR_PAYLOAD_TOO_LARGE.
    next(error);
  });
}
