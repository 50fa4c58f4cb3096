import multer from 'multer';
import { AppError } from '../core/errors.js';
import { textProblem } from './input-guard.js';

/** Longer names than file systems and the `mediaName` columns hold. */
export const MAX_FILE_NAME_LENGTH = 255;

/**
 * Why a client's file name cannot be kept as the attachment's name (null when it can): names are shown to
 * attendants and customers and stored in the database, never used as a path (stored files get random
 * names), but a NUL, a control character, a path separator or an endless name is refused with a 400.
 */
export function fileNameProblem(name: string): string | null {
  if (name.length > MAX_FILE_NAME_LENGTH) return `the file name must have at most ${MAX_FILE_NAME_LENGTH} characters`;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(name)) return 'the file name must not contain control characters';
  if (/[/\\]/.test(name)) return 'the file name must not contain path separators';
  const problem = textProblem(name);
  return problem ? `the file name ${problem}` : null;
}

/**
 * What a multipart parser's failure becomes: a file over the size limit stays for the error handler's 413,
 * our own refusals pass as they are, and anything else multer or busboy reports (a malformed part header,
 * a truncated form, too many parts) is bad input: 400 naming the upload's field, never a 500.
 */
export function multipartError(error: unknown, invalid: (message: string) => AppError): unknown {
  if (!error || error instanceof AppError) return error;
  if (error instanceof multer.MulterError && error.code === 'LIMIT_FILE_SIZE') return error;
  return invalid(error instanceof Error ? error.message : 'malformed multipart body');
}
