import * as yup from 'yup';
import { alsoAccepts } from './raw-input.js';

// Field rules several schemas share. Dates are bounded to the years 1900–9999 (what Postgres and the
// clients hold), ids to 32 bits, and id lists in filters to MAX_FILTER_IDS.

export const MAX_ID = 2_147_483_647;
/** The most ids any filter takes (`tags=[…]`, `queueIds=[…]`): each one costs the query work. */
export const MAX_FILTER_IDS = 100;

/** A field the contract lets clients send and the server does not read: accepted, then dropped. */
export const ignored = () => yup.mixed().strip();

/** A record id (a positive 32-bit integer). */
export const dbId = () => yup.number().integer().positive().max(MAX_ID);

/** True for a real calendar day 'YYYY-MM-DD' from 1900 to 9999 ('2025-02-30' and '0000-01-01' are not). */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || value < '1900-01-01') return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value);
}

/** A calendar day 'YYYY-MM-DD' (years 1900–9999). */
export const isoDay = () =>
  yup
    .string()
    .matches(/^\d{4}-\d{2}-\d{2}$/, 'must be YYYY-MM-DD')
    .test('real-date', 'must be a real date between the years 1900 and 9999', (v) => v === undefined || isCalendarDay(v));

// An instant with its zone (Z or an offset): a bare "2026-05-01T10:00" would mean the server's local time.
const ISO_INSTANT = /^(\d{4})-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})$/;

/** An ISO date-time with its time zone, years 1900–9999. */
export const isoInstant = () =>
  yup
    .string()
    .trim()
    .matches(ISO_INSTANT, 'must be an ISO date-time with its time zone')
    .test('valid-date', 'must be a valid date between the years 1900 and 9999', (value) => {
      if (value === undefined) return true;
      const year = Number(ISO_INSTANT.exec(value)?.[1]);
      return !Number.isNaN(Date.parse(value)) && year >= 1900 && year <= 9999;
    });

/** The JSON text of a list of ids or numeric strings; anything else stays text, which yup then refuses. */
function parseIdList(value: unknown, original: unknown): unknown {
  if (typeof original !== 'string') return value;
  if (original.trim() === '') return [];
  try {
    const parsed = JSON.parse(original) as unknown;
    const flat = Array.isArray(parsed) && parsed.every((item) => typeof item === 'number' || typeof item === 'string');
    return flat ? parsed : original;
  } catch {
    return original;
  }
}

/**
 * A filter's ids: a JSON array in the query string (`tags=[1,2]`, the client's contract) or a repeated
 * parameter (`tags=1&tags=2`); at most MAX_FILTER_IDS of them.
 */
export const jsonIdList = (message = 'must be a JSON array of ids') =>
  alsoAccepts(yup.array(dbId().required()).max(MAX_FILTER_IDS, `must list at most ${MAX_FILTER_IDS} ids`).transform(parseIdList).typeError(message), 'string');

/** The text fields of a single-file media upload: the anchor's client names the file's use (`typeArch`). */
export const mediaUploadSchema = yup.object({ typeArch: ignored() });
