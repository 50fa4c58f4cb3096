import type { NextFunction, Request, Response } from 'express';
import { DatabaseError, UniqueConstraintError } from 'sequelize';
import type { ErrorBody } from '@zapdesk/shared';
import { AppError } from '../../core/errors.js';
import { logger } from '../../core/logger.js';
import { currentRequestQueries, RequestAbortedError } from '../../db/request-queries.js';

/** Postgres' query_canceled: a statement_timeout, or our cancel of an aborted request's statement. */
const QUERY_CANCELED = '57014';
const isCanceledQuery = (error: unknown) => error instanceof DatabaseError && (error.parent as { code?: string } | undefined)?.code === QUERY_CANCELED;

interface HttpLikeError {
  status?: number;
  type?: string;
  code?: string;
}

/** Maps any thrown error to `{ error, message }`; only genuine faults become 500. */
export function errorHandler(error: unknown, req: Request, res: Response, _next: NextFunction): void {
  if (error instanceof RequestAbortedError || (isCanceledQuery(error) && currentRequestQueries()?.aborted)) {
    // The client left and its statements were cancelled: nobody is waiting for an answer.
    req.log?.info('request aborted by its client; its queries were cancelled');
    res.end();
    return;
  }
  if (isCanceledQuery(error)) {
    req.log?.warn({ err: error }, 'statement timeout');
    res.status(503).json({ error: 'ERR_QUERY_TIMEOUT', message: 'The request took too long; try again or narrow it' });
    return;
  }
  if (error instanceof AppError) {
    const body: ErrorBody = { error: error.code, message: error.message, ...error.extra };
    res.status(error.status).json(body);
    return;
  }
  if (error instanceof UniqueConstraintError) {
    // A race that slipped past a use-case's own check: the database's unique index is the last word.
    const field = Object.keys(error.fields ?? {}).find((f) => f !== 'companyId') ?? 'body';
    res.status(409).json({ error: 'ERR_VALIDATION', message: `${field}: already exists`, field });
    return;
  }
  const httpError = error as HttpLikeError;
  if (httpError?.type === 'entity.parse.failed') {
    res.status(400).json({ error: 'ERR_VALIDATION', message: 'Malformed JSON body', field: 'body' });
    return;
  }
  if (httpError?.type === 'entity.too.large' || httpError?.code === 'LIMIT_FILE_SIZE') {
    res.status(413).json({ error: 'ERR_PAYLOAD_TOO_LARGE', message: 'Request too large' });
    return;
  }
  req.log?.error({ err: error }, 'unhandled error');
  if (!req.log) logger.error({ err: error }, 'unhandled error');
  res.status(500).json({ error: 'ERR_INTERNAL', message: 'An error occurred!' });
}

/** Unknown routes answer the same contract. */
export function notFoundHandler(_req: Request, res: Response): void {
  res.status(404).json({ error: 'ERR_NOT_FOUND', message: 'Route not found' });
}
