import path from 'node:path';
import type { NextFunction, Request, Response } from 'express';
import multer from 'multer';
import { SCHEDULE_MEDIA_EXTENSIONS } from '@zapdesk/shared';
import { AppError } from '../../core/errors.js';
import { fileNameProblem, multipartError } from '../../http/uploads.js';
import { essenceOf, MAX_MEDIA_BYTES } from '../messages/messages.upload.js';

const invalid = (message: string) => new AppError('ERR_VALIDATION', 400, `file: ${message}`, { field: 'file' });

/** §5: schedules take pictures only (.png, .jpg, .jpeg), by name and by declared type. */
const ACCEPTED_TYPES = ['image/png', 'image/jpeg'];

const hasAcceptedExtension = (name: string) => (SCHEDULE_MEDIA_EXTENSIONS as readonly string[]).includes(path.extname(name).toLowerCase());

/** The file's first bytes must be a PNG or JPEG: a renamed file of another kind is refused. */
function looksLikePicture(buffer: Buffer, mimetype: string): boolean {
  if (mimetype === 'image/png') return buffer.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  return buffer.length > 3 && buffer[0] === 0xff && buffer[1] === 0xd8 && buffer[2] === 0xff;
}

const upload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: MAX_MEDIA_BYTES, files: 1, fields: 10 },
  // File names arrive as UTF-8 from browsers; busboy's default (latin1) would garble accents.
  defParamCharset: 'utf8',
  fileFilter: (_req, file, accept) => {
    if (file.fieldname !== 'file') return accept(invalid(`unexpected file field ${file.fieldname}`));
    if (!ACCEPTED_TYPES.includes(essenceOf(file.mimetype)) || !hasAcceptedExtension(file.originalname)) {
      return accept(invalid('only .png, .jpg and .jpeg pictures are accepted'));
    }
    const nameProblem = fileNameProblem(file.originalname);
    if (nameProblem) return accept(invalid(nameProblem));
    accept(null, true);
  },
}).single('file');

/** Parses the multipart body (one `file`) of a schedule's media upload; anything but one accepted picture is 400 naming `file`. */
export function receiveScheduleFile(req: Request, res: Response, next: NextFunction): void {
  if (!req.is('multipart/form-data')) return next(invalid('send the file as multipart/form-data'));
  upload(req, res, (error: unknown) => {
    // A file over the limit reaches the error handler's 413 ERR_PAYLOAD_TOO_LARGE; any other parser failure is a 400.
    if (error) return next(multipartError(error, invalid));
    if (!req.file) return next(invalid('Obrigatório'));
    req.file.mimetype = essenceOf(req.file.mimetype);
    if (!looksLikePicture(req.file.buffer, req.file.mimetype)) return next(invalid('the file is not a PNG or JPEG picture'));
    next();
  });
}
