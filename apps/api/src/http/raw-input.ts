import * as yup from 'yup';
import { invalidInput } from './input-guard.js';

/** The JSON (or query-string) kinds a raw value can have. */
export type RawKind = 'string' | 'number' | 'boolean' | 'object' | 'array';

/**
 * What each yup type takes before its transforms run. Numbers and booleans also come as text (query
 * strings, multipart fields, forms' ''), dates as ISO text or epoch milliseconds.
 */
const NATIVE: Record<string, RawKind[]> = {
  string: ['string'],
  number: ['number', 'string'],
  boolean: ['boolean', 'string', 'number'],
  date: ['string', 'number'],
  array: ['array'],
  object: ['object'],
};

const EXPECTED: Record<string, string> = {
  string: 'must be a text',
  number: 'must be a number',
  boolean: 'must be true or false',
  date: 'must be a date',
  array: 'must be a list',
  object: 'must be an object',
};

/** Dates Postgres and every client can hold: years 1900 to 9999. */
export const MIN_DATE = new Date('1900-01-01T00:00:00.000Z');
export const MAX_DATE = new Date('9999-12-31T23:59:59.999Z');
/** Integer columns are 32-bit: a bigger id or count would make Postgres fail instead of answering 400. */
const INT_MAX = 2_147_483_647;

const RAW_ACCEPTS = 'rawAccepts';
const OPEN_KEYS = 'openKeys';

/** Lets a field take raw input of other kinds, which its own transform turns into its type (e.g. `tags=[1,2]`). */
export function alsoAccepts<S extends yup.Schema>(schema: S, ...kinds: RawKind[]): S {
  return schema.meta({ ...schema.meta(), [RAW_ACCEPTS]: kinds }) as S;
}

/**
 * An object whose other keys are passed on unread: only for the WhatsApp gateway's private port, whose
 * bodies our own client builds (public routes declare every key, `ignored()` included).
 */
export function openObject<S extends yup.AnyObjectSchema>(schema: S): S {
  return schema.meta({ ...schema.meta(), [OPEN_KEYS]: true }) as S;
}

function rawKind(value: unknown): RawKind {
  if (Array.isArray(value)) return 'array';
  const kind = typeof value;
  if (kind === 'string' || kind === 'number' || kind === 'boolean') return kind;
  return 'object';
}

const join = (path: string, key: string | number) => (typeof key === 'number' ? `${path}[${key}]` : path ? `${path}.${key}` : key);

interface NumberRules {
  integer: boolean;
  hasMax: boolean;
  hasMin: boolean;
}
const numberRules = new WeakMap<yup.Schema, NumberRules>();
function rulesOf(schema: yup.Schema): NumberRules {
  let rules = numberRules.get(schema);
  if (!rules) {
    const tests = (schema.describe() as yup.SchemaDescription).tests.map((test) => test.name);
    rules = { integer: tests.includes('integer'), hasMax: tests.includes('max'), hasMin: tests.includes('min') || tests.includes('positive') };
    numberRules.set(schema, rules);
  }
  return rules;
}

/** Casts one value with the field's own transforms, for the range checks; undefined when it does not cast. */
function castOrUndefined(schema: yup.Schema, value: unknown): unknown {
  try {
    return schema.cast(value, { assert: false });
  } catch {
    return undefined;
  }
}

function checkRange(schema: yup.Schema, value: unknown, field: string): void {
  if (schema.type === 'date') {
    const date = castOrUndefined(schema, value);
    if (date instanceof Date && !Number.isNaN(date.getTime()) && (date < MIN_DATE || date > MAX_DATE)) {
      throw invalidInput(field, 'must be a date between the years 1900 and 9999');
    }
  }
  if (schema.type === 'number') {
    const rules = rulesOf(schema);
    if (!rules.integer || (rules.hasMax && rules.hasMin)) return;
    const number = castOrUndefined(schema, value);
    if (typeof number === 'number' && Number.isInteger(number) && Math.abs(number) > INT_MAX) {
      throw invalidInput(field, `must be between -${INT_MAX} and ${INT_MAX}`);
    }
  }
}

/**
 * Checks raw input against a schema's shape before yup transforms it: each value's kind must be one its
 * field takes (a number or a list where text is expected is a 400, never `val.trim is not a function`),
 * objects carry only declared keys, dates stay within 1900–9999 and integers within 32 bits.
 */
export function checkRawInput(schema: yup.Schema, value: unknown, whole: string, path = ''): void {
  if (value === undefined || value === null) return;
  const field = path || whole;
  const kind = rawKind(value);
  if (schema.type !== 'mixed') {
    const accepted = [...(NATIVE[schema.type] ?? []), ...((schema.meta()?.[RAW_ACCEPTS] as RawKind[] | undefined) ?? [])];
    if (!accepted.includes(kind)) {
      // A repeated query parameter (`?a=1&a=2`) arrives as a list.
      throw invalidInput(field, kind === 'array' && whole === 'query' ? 'must be given once' : (EXPECTED[schema.type] ?? 'has the wrong type'));
    }
  }
  checkRange(schema, value, field);
  if (kind === 'object' && schema instanceof yup.ObjectSchema) {
    const fields = schema.fields as Record<string, yup.Schema>;
    const open = schema.meta()?.[OPEN_KEYS] === true;
    for (const key of Object.keys(value as object)) {
      if (!Object.hasOwn(fields, key)) {
        if (open) continue;
        throw invalidInput(join(path, key), 'is not allowed');
      }
      checkRawInput(fields[key], (value as Record<string, unknown>)[key], whole, join(path, key));
    }
  }
  if (kind === 'array' && schema instanceof yup.ArraySchema && schema.innerType) {
    const inner = schema.innerType as yup.Schema;
    (value as unknown[]).forEach((item, index) => checkRawInput(inner, item, whole, join(path, index)));
  }
}
