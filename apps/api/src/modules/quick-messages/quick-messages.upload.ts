import type { NextFunction, Request, Response } from 'express';
import multer from 'multer';
import { AppError } from '../../core/errors.js';
import { fileNameProblem, multipartError } from '../../http/uploads.js';
import { essenceOf, isSendableMedia, MAX_MEDIA_BYTES } from '../messages/messages.upload.js';

const invalid = (message: string) => new AppError('ERR_VALIDATION', 400, `file: ${message}`, { field: 'file' });

// The attachment is sent to customers like any attendant's file: same types, same 16 MB limit.
const upload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: MAX_MEDIA_BYTES, files: 1, fields: 10 },
  // File names arrive as UTF-8 from browsers; busboy's default (latin1) would garble accents.
  defParamCharset: 'utf8',
  fileFilter: (_req, file, accept) => {
    if (file.fieldname !== 'file') return accept(invalid(`unexpected file field ${file.fieldname}`));
    if (!isSendableMedia(file.mimetype)) return accept(invalid(`file type ${file.mimetype} is not accepted`));
    const nameProblem = fileNameProblem(file.originalname);
    if (nameProblem) return accept(invalid(nameProblem));
    accept(null, true);
  },
}).single('file');

/** Parses the multipart body (file + typeArch) of a media upload; anything but one accepted file is 400 naming `file`. */
export function receiveQuickMessageFile(req: Request, res: Response, next: NextFunction): void {
  if (!req.is('multipart/form-data')) return next(invalid('send the file as multipart/form-data'));
  upload(req, res, (error: unknown) => {
    // A file over the limit reaches the error handler's 413 ERR_PAYLOAD_TOO_LARGE; any other parser failure is a 400.
    if (error) return next(multipartError(error, invalid));
    if (!req.file) return next(invalid('Obrigatório'));
    req.file.mimetype = essenceOf(req.file.mimetype);
    next();
  });
}
