import type { NextFunction, Request, RequestHandler, Response } from 'express';
import multer from 'multer';
import { AppError } from '../core/errors.js';
import { essenceOf } from '../core/mime.js';
import { invalidInput, textProblem } from './input-guard.js';

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

const isTooLarge = (error: unknown) => error instanceof multer.MulterError && error.code === 'LIMIT_FILE_SIZE';

/**
 * What a multipart parser's failure becomes: a file over the size limit stays for the error handler's 413,
 * our own refusals pass as they are, and anything else multer or busboy reports (a malformed part header,
 * a truncated form, too many parts) is bad input: 400 naming the upload's field, never a 500.
 */
export function multipartError(error: unknown, invalid: (message: string) => AppError): unknown {
  if (!error || error instanceof AppError) return error;
  if (isTooLarge(error)) return error;
  return invalid(error instanceof Error ? error.message : 'malformed multipart body');
}

/** A file as the filter sees it, before its content is read. */
export type DeclaredFile = Pick<Express.Multer.File, 'fieldname' | 'originalname' | 'mimetype'>;

/** A `typeProblem` that refuses, naming it, any declared type `accepts` does not take. */
export const declaredTypeProblem = (accepts: (mimetype: string) => boolean) => (file: DeclaredFile) =>
  accepts(file.mimetype) ? null : `file type ${file.mimetype} is not accepted`;

/** What a route decides about the files of its multipart body; the rest is every upload's. */
export interface UploadRules {
  /** The form field the files arrive in; every refusal is a 400 ERR_VALIDATION naming it. */
  field: string;
  /** Per file; a larger one is multer's LIMIT_FILE_SIZE, the error handler's 413. */
  maxBytes: number;
  /** Text fields beside the files; 10 holds every form's few fields unless the route says more. */
  maxFields?: number;
  /** Why the declared type (or the name's extension) is refused, null when accepted; runs before the name check. */
  typeProblem: (file: DeclaredFile) => string | null;
}

/** An upload of several files (`field` or `field[]`), parsed into req.files. */
export interface FileListRules extends UploadRules {
  maxFiles: number;
}

/** What a route that requires its file(s) adds once they are received. */
export interface ReceiveRules {
  /** The 400's message when no file came, worded as the route's spec words it. */
  missing: string;
  /** Why a received file's content is refused (its type already reduced to the essence), null when accepted. */
  contentProblem?: (file: Express.Multer.File) => string | null;
  /** Where the spec wants an oversized file as a 400 with this message rather than the 413. */
  tooLarge?: string;
}

function parserOf(rules: UploadRules, maxFiles: number) {
  const invalid = (message: string) => invalidInput(rules.field, message);
  return multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: rules.maxBytes, files: maxFiles, fields: rules.maxFields ?? 10 },
    // File names arrive as UTF-8 from browsers; busboy's default (latin1) would garble accents.
    defParamCharset: 'utf8',
    fileFilter: (_req, file, accept) => {
      // Form libraries name a list `field` or `field[]`; a single upload's other names never get here (multer's
      // `.single` refuses them first with its own 'Unexpected file field').
      if (file.fieldname !== rules.field && file.fieldname !== `${rules.field}[]`) {
        return accept(invalid(`unexpected file field ${file.fieldname}`));
      }
      const problem = rules.typeProblem(file) ?? fileNameProblem(file.originalname);
      if (problem) return accept(invalid(problem));
      accept(null, true);
    },
  });
}

/** The parser alone for routes whose files are optional (JSON passes through): up to maxFiles files into req.files. */
export function fileListParser(rules: FileListRules): RequestHandler {
  return parserOf(rules, rules.maxFiles).any();
}

function receive(
  rules: UploadRules & ReceiveRules,
  parse: RequestHandler,
  noun: 'file' | 'files',
  received: (req: Request) => Express.Multer.File[],
): RequestHandler {
  const invalid = (message: string) => invalidInput(rules.field, message);
  return (req: Request, res: Response, next: NextFunction): void => {
    if (!req.is('multipart/form-data')) return next(invalid(`send the ${noun} as multipart/form-data`));
    parse(req, res, (error: unknown) => {
      if (rules.tooLarge && isTooLarge(error)) return next(invalid(rules.tooLarge));
      // A file over the limit reaches the error handler's 413 ERR_PAYLOAD_TOO_LARGE; any other parser failure is a 400.
      if (error) return next(multipartError(error, invalid));
      const files = received(req);
      if (files.length === 0) return next(invalid(rules.missing));
      for (const file of files) {
        file.mimetype = essenceOf(file.mimetype);
        const problem = rules.contentProblem?.(file);
        if (problem) return next(invalid(problem));
      }
      next();
    });
  };
}

/** A route's required single file: one `field` part into req.file; a non-multipart request or anything else is 400 naming the field. */
export function fileUpload(rules: UploadRules & ReceiveRules): RequestHandler {
  return receive(rules, parserOf(rules, 1).single(rules.field), 'file', (req) => (req.file ? [req.file] : []));
}

/** A route's required list of files (at least one, at most maxFiles) into req.files; refusals are 400 naming the field. */
export function fileListUpload(rules: FileListRules & ReceiveRules): RequestHandler {
  return receive(rules, fileListParser(rules), 'files', (req) => (req.files as Express.Multer.File[] | undefined) ?? []);
}
