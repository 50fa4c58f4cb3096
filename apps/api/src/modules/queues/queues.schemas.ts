import * as yup from 'yup';
import { QueueColors, QueueLimits, toQueueColor } from '@zapdesk/shared';
import { scheduleEntries } from '../companies/companies.schemas.js';

// Forms send '' for an untouched number field: it means "no value".
const blankToNull = (value: unknown, original: unknown) => (original === '' ? null : value);

/** §5 Queue: name required, 2 to 50 characters. */
const name = yup.string().trim().min(QueueLimits.nameMin, 'Too Short!').max(QueueLimits.nameMax, 'Too Long!');
/** §5 Queue: colour required, 3 to 9 characters, one of the palette's (saved in the palette's spelling). */
const color = yup
  .string()
  .trim()
  .min(QueueLimits.colorMin, 'Too Short!')
  .max(QueueLimits.colorMax, 'Too Long!')
  .transform((value: unknown) => (typeof value === 'string' ? (toQueueColor(value) ?? value) : value))
  .test('palette', 'must be one of the palette colours', (value) => value === undefined || (QueueColors as readonly string[]).includes(value));
const message = yup
  .string()
  .max(QueueLimits.messageMax)
  .transform((v, original) => (original === null ? '' : v));
const reference = yup.number().integer().positive().max(2_147_483_647).nullable().transform(blankToNull);

/** The same weekly hours as the company's (§3 Company schedule entry), each weekday at most once. */
const schedules = scheduleEntries.test(
  'one-entry-per-weekday',
  'each weekday may appear once',
  (entries) => !entries || new Set(entries.map((entry) => entry.weekdayEn)).size === entries.length,
);

const fields = {
  greetingMessage: message,
  completionMessage: message,
  outOfHoursMessage: message,
  ratingMessage: message,
  orderQueue: yup.number().integer().min(0).max(1_000_000).nullable().transform(blankToNull),
  integrationId: reference,
  promptId: reference,
  schedules: schedules.optional(),
};

/** POST /queue. Left out, schedules take the default hours (§9); the messages are empty. */
export const queueCreateSchema = yup.object({
  ...fields,
  name: name.required('Required'),
  color: color.required('Required'),
  greetingMessage: fields.greetingMessage.default(''),
  completionMessage: fields.completionMessage.default(''),
  outOfHoursMessage: fields.outOfHoursMessage.default(''),
  ratingMessage: fields.ratingMessage.default(''),
  orderQueue: fields.orderQueue.default(null),
  integrationId: fields.integrationId.default(null),
  promptId: fields.promptId.default(null),
});

/** PUT /queue/:id: any subset of the fields (the form sends them all plus schedules and promptId). */
export const queueUpdateSchema = yup.object({ ...fields, name: name.optional(), color: color.optional() });

/** GET /queue: companyId is the super user's (§7). */
export const queueListSchema = yup.object({
  companyId: yup.number().integer().positive().max(2_147_483_647).optional(),
});

export type QueueCreateInput = yup.InferType<typeof queueCreateSchema>;
export type QueueUpdateInput = yup.InferType<typeof queueUpdateSchema>;
