import type { RequestHandler } from 'express';
import * as yup from 'yup';
import { AppError } from '../core/errors.js';
import { inspectInput } from './input-guard.js';
import { checkRawInput } from './raw-input.js';

/**
 * Validates input against a yup schema, strictly: the raw value's types, keys and dates are checked
 * first (raw-input.ts), so a transform never meets a value it cannot handle; then yup casts and tests.
 * The first failure becomes 400 ERR_VALIDATION naming the field. `whole` names the input in errors.
 */
export async function validate<S extends yup.AnyObjectSchema>(schema: S, data: unknown, whole = 'body'): Promise<yup.InferType<S>> {
  inspectInput(data, whole);
  checkRawInput(schema, data ?? {}, whole);
  try {
    // Fields a schema declares `ignored()` are dropped here; any other unknown key was refused above.
    return await schema.validate(data ?? {}, { abortEarly: true, stripUnknown: true });
  } catch (error) {
    if (error instanceof yup.ValidationError) {
      const field = error.path || whole;
      throw new AppError('ERR_VALIDATION', 400, `${field}: ${error.message}`, { field });
    }
    throw error;
  }
}

/** What a route reads from a request: each part it does not declare must be empty. */
export interface Accepted {
  params?: yup.AnyObjectSchema;
  query?: yup.AnyObjectSchema;
  body?: yup.AnyObjectSchema;
}

type Parsed<S> = S extends yup.AnyObjectSchema ? yup.InferType<S> : Record<string, never>;

/** The schemas an `accept` middleware holds: the router-wide tests read them from the router stack. */
export const ACCEPTED = Symbol('accepted input');

export type AcceptHandler<A extends Accepted> = RequestHandler<Record<string, string>, unknown, Parsed<A['body']>, Parsed<A['query']>> & {
  [ACCEPTED]: A;
};

/** Nothing: a route that reads no query (or no body) refuses any it is sent. */
const NOTHING = yup.object({});

/**
 * The one validation layer of every route: `router.post('/', accept({ body: schema }), handler)`.
 * Replaces req.query, req.body (and req.params when declared) with the validated values, typed for the
 * handler. Put it after the role and plan checks, so a refused caller is answered before any input is read,
 * and after a multipart parser, so the form's fields are checked like a JSON body.
 */
export function accept<A extends Accepted>(schemas: A): AcceptHandler<A> {
  const handler = async (req: Parameters<RequestHandler>[0], _res: unknown, next: (error?: unknown) => void) => {
    if (schemas.params) req.params = await validate(schemas.params, req.params, 'params');
    const query = await validate(schemas.query ?? NOTHING, req.query, 'query');
    // Express 5 defines req.query as a getter that parses the URL on every read: pin the validated value instead.
    Object.defineProperty(req, 'query', { value: query, configurable: true, enumerable: true, writable: true });
    req.body = await validate(schemas.body ?? NOTHING, req.body, 'body');
    next();
  };
  return Object.assign(handler, { [ACCEPTED]: schemas }) as unknown as AcceptHandler<A>;
}

/** Parses a positive integer route parameter; anything else is 404 (there is no such record). */
export function idParam(value: unknown, code: Parameters<typeof notFoundCode>[0] = 'ERR_NOT_FOUND'): number {
  const id = Number(value);
  if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) throw notFoundCode(code);
  return id;
}

function notFoundCode(code: ConstructorParameters<typeof AppError>[0]) {
  return new AppError(code, 404, 'Record not found');
}
