import type { NextFunction, Request, Response } from 'express';
import { multipartError } from '../../http/uploads.js';
import { essenceOf } from '../../core/mime.js';
import { invalidMedias, isSendableMedia, mediasUpload } from '../messages/messages.upload.js';
import { mediaTypeOf, UNDECLARED_TYPE } from './detect-media-type.js';

// Files of POST /api/messages/send (multipart `medias`): the limits and types of attendants' files
// (messages.upload.ts), plus `application/octet-stream`, whose type is read from the content before the same
// allow-list applies (integrations of the Whaticket family declare every file that way).

const upload = mediasUpload((mimetype) => essenceOf(mimetype) === UNDECLARED_TYPE || isSendableMedia(mimetype));

/** Gives each undeclared file the type its content shows, and refuses it when that type is not one we send. */
async function settleTypes(files: Express.Multer.File[]): Promise<void> {
  for (const file of files) {
    const type = await mediaTypeOf(file);
    if (!type || !isSendableMedia(type)) {
      throw invalidMedias(`the type of ${file.originalname || 'a file'} (${type ?? 'not recognisable from its content'}) is not accepted`);
    }
    file.mimetype = type;
  }
}

/** Parses a multipart body into req.files / req.body (JSON requests pass through); a file over 16 MB is 413. */
export function receiveExternalMedias(req: Request, res: Response, next: NextFunction): void {
  if (!req.is('multipart/form-data')) return next();
  upload(req, res, (error: unknown) => {
    const failure = multipartError(error, invalidMedias);
    if (failure) return next(failure);
    settleTypes(Array.isArray(req.files) ? req.files : []).then(() => next(), next);
  });
}
