import type { NextFunction, Request, Response } from 'express';
import { AppError } from '../core/errors.js';

/** The deepest nesting any request needs (contacts' extraInfo items are three levels down). */
export const MAX_INPUT_DEPTH = 8;
/** The longest list any request needs (the sandbox's address book); filters have their own lower caps. */
export const MAX_LIST_LENGTH = 1000;
/** Keys that reach an object's prototype when code copies input with assignment or merges it. */
const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
/** A UTF-16 surrogate without its pair: not Unicode text (Postgres' JSON refuses it). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** A 400 ERR_VALIDATION naming the field (`body`, `query.tags`, `extraInfo[0].name` …). */
export const invalidInput = (field: string, message: string) => new AppError('ERR_VALIDATION', 400, `${field}: ${message}`, { field });

const join = (path: string, key: string | number) => (typeof key === 'number' ? `${path}[${key}]` : path ? `${path}.${key}` : key);

/** Why a text cannot be stored as it is (null when it can). */
export function textProblem(value: string): string | null {
  if (value.includes('\u0000')) return 'must not contain NUL characters';
  if (LONE_SURROGATE.test(value)) return 'must be valid Unicode text';
  return null;
}

/**
 * Refuses, before any schema or use-case sees it, input that no route accepts whatever its fields:
 * prototype keys at any depth, nesting deeper than MAX_INPUT_DEPTH, lists longer than MAX_LIST_LENGTH and
 * strings Postgres would refuse (NUL, lone surrogates). Iterative, so a 200,000-deep body cannot overflow
 * the stack. Fields are named bare, as yup names them (`tags`, `extraInfo[0].name`); `whole` names the
 * input itself ('body' or 'query').
 */
export function inspectInput(value: unknown, whole = 'body'): void {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path: '', depth: 0 }];
  while (stack.length > 0) {
    const { value: current, path, depth } = stack.pop()!;
    if (typeof current === 'string') {
      const problem = textProblem(current);
      if (problem) throw invalidInput(path || whole, problem);
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    if (depth >= MAX_INPUT_DEPTH) throw invalidInput(path || whole, `must not nest deeper than ${MAX_INPUT_DEPTH} levels`);
    if (Array.isArray(current)) {
      if (current.length > MAX_LIST_LENGTH) throw invalidInput(path || whole, `must list at most ${MAX_LIST_LENGTH} items`);
      current.forEach((item, index) => stack.push({ value: item, path: join(path, index), depth: depth + 1 }));
      continue;
    }
    for (const key of Object.keys(current)) {
      if (PROTOTYPE_KEYS.has(key)) throw invalidInput(join(path, key), 'is not allowed');
      const problem = textProblem(key);
      if (problem) throw invalidInput(path || whole, `field names ${problem}`);
      stack.push({ value: (current as Record<string, unknown>)[key], path: join(path, key), depth: depth + 1 });
    }
  }
}

/** App-wide: the JSON body and the query string of every request pass inspectInput before any route. */
export function guardInput(req: Request, _res: Response, next: NextFunction): void {
  inspectInput(req.query, 'query');
  inspectInput(req.body, 'body');
  next();
}
