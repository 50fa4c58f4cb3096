import type { Response } from 'express';
import { JsonText } from '../core/sql.js';

/** Sends a use-case's answer as JSON; text Postgres serialized already goes out as it is. */
export function sendJson<T>(res: Response, body: JsonText<T> | T): void {
  if (body instanceof JsonText) {
    res.type('application/json').send(body.text);
    return;
  }
  res.json(body);
}
