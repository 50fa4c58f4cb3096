import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import { RequestQueries, trackRequestQueries } from '../../db/request-queries.js';

/** What a client may name its request with: short, and safe in logs and headers. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * The request's id: the client's `x-request-id` when it is at most 128 safe characters, else a new UUID,
 * so a hostile value is never echoed or logged. Sent back in `x-request-id`.
 */
export function requestId(req: IncomingMessage, res: ServerResponse): string {
  const given = req.headers['x-request-id'];
  const id = typeof given === 'string' && SAFE_REQUEST_ID.test(given) ? given : randomUUID();
  res.setHeader('x-request-id', id);
  return id;
}

/**
 * Tracks the request's statements (db/request-queries.ts): when the client closes the connection before
 * the answer is sent, the statements still running are cancelled and no new one starts.
 */
export function cancelQueriesOnAbort(_req: Request, res: Response, next: NextFunction): void {
  const queries = new RequestQueries();
  res.on('close', () => {
    if (!res.writableFinished) queries.abort();
  });
  trackRequestQueries(queries, next);
}
