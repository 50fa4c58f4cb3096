import type { NextFunction, Request, Response } from 'express';
import multer from 'multer';
import { AppError } from '../../core/errors.js';
import { fileNameProblem, multipartError } from '../../http/uploads.js';
import { essenceOf, isSendableMedia, MAX_MEDIA_BYTES, MAX_MEDIAS } from '../messages/messages.upload.js';

/**
 * A multipart parser for files that end up sent to customers (file lists, a campaign's attachment): the
 * types attendants may send, 16 MB each, names checked; anything else is 400 naming the field. Files arrive
 * in req.files with their types reduced to the essence.
 */
export function sendableUpload(field: string, maxFiles = MAX_MEDIAS) {
  const invalid = (message: string) => new AppError('ERR_VALIDATION', 400, `${field}: ${message}`, { field });
  const upload = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: MAX_MEDIA_BYTES, files: maxFiles, fields: 30 },
    defParamCharset: 'utf8',
    fileFilter: (_req, file, accept) => {
      if (file.fieldname !== field && file.fieldname !== `${field}[]`) return accept(invalid(`unexpected file field ${file.fieldname}`));
      if (!isSendableMedia(file.mimetype)) return accept(invalid(`file type ${file.mimetype} is not accepted`));
      const nameProblem = fileNameProblem(file.originalname);
      if (nameProblem) return accept(invalid(nameProblem));
      accept(null, true);
    },
  }).any();
  return (req: Request, res: Response, next: NextFunction): void => {
    if (!req.is('multipart/form-data')) return next(invalid('send the files as multipart/form-data'));
    upload(req, res, (error: unknown) => {
      if (error) return next(multipartError(error, invalid));
      const files = (req.files as Express.Multer.File[] | undefined) ?? [];
      if (files.length === 0) return next(invalid('Required'));
      for (const file of files) file.mimetype = essenceOf(file.mimetype);
      next();
    });
  };
}

/** The uploaded files of a request parsed by sendableUpload. */
export const uploadedFiles = (req: Request) => req.files as Express.Multer.File[];
