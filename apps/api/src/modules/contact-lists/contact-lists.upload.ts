import path from 'node:path';
import type { NextFunction, Request, Response } from 'express';
import multer from 'multer';
import { AppError } from '../../core/errors.js';
import { fileNameProblem, multipartError } from '../../http/uploads.js';

/** A spreadsheet of 10,000 rows fits well under this; a larger upload is refused before it is parsed. */
export const MAX_SPREADSHEET_BYTES = 5 * 1024 * 1024;
const EXTENSIONS = ['.xls', '.xlsx', '.csv'];

const invalid = (message: string) => new AppError('ERR_VALIDATION', 400, `file: ${message}`, { field: 'file' });

const upload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: MAX_SPREADSHEET_BYTES, files: 1, fields: 10 },
  defParamCharset: 'utf8',
  fileFilter: (_req, file, accept) => {
    if (file.fieldname !== 'file') return accept(invalid(`unexpected file field ${file.fieldname}`));
    if (!EXTENSIONS.includes(path.extname(file.originalname).toLowerCase())) return accept(invalid('only .xls, .xlsx and .csv spreadsheets are accepted'));
    const nameProblem = fileNameProblem(file.originalname);
    if (nameProblem) return accept(invalid(nameProblem));
    accept(null, true);
  },
}).single('file');

/** Parses the multipart body (one `file`) of a list import; anything else, or a file over 5 MB, is 400 naming `file`. */
export function receiveSpreadsheet(req: Request, res: Response, next: NextFunction): void {
  if (!req.is('multipart/form-data')) return next(invalid('send the file as multipart/form-data'));
  upload(req, res, (error: unknown) => {
    if (error instanceof multer.MulterError && error.code === 'LIMIT_FILE_SIZE') return next(invalid('the spreadsheet must be at most 5 MB'));
    if (error) return next(multipartError(error, invalid));
    if (!req.file) return next(invalid('Required'));
    next();
  });
}
