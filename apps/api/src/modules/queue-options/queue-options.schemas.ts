import * as yup from 'yup';
import { QueueOptionLimits } from '@zapdesk/shared';

const id = yup.number().integer().positive().max(2_147_483_647);
// The contract's parentId -1 (and an empty or absent one) means the queue's top level.
const parentId = yup
  .number()
  .integer()
  .min(-1)
  .max(2_147_483_647)
  .nullable()
  .transform((value: unknown, original: unknown) => (original === '' || original === null ? null : value))
  .transform((value: unknown) => (value === -1 || value === 0 ? null : value));
const title = yup.string().trim().min(1, 'Required').max(QueueOptionLimits.titleMax, 'Too Long!');
const message = yup
  .string()
  .max(QueueOptionLimits.messageMax)
  .transform((v, original) => (original === null ? '' : v));
/** The number the customer types (a string in the contract, '1' to '9999'). */
const option = yup
  .number()
  .typeError('must be a number')
  .integer()
  .min(1)
  .max(QueueOptionLimits.optionMax)
  .transform((value: unknown, original: unknown) => (original === '' ? undefined : value));

/** GET /queue-options: one level of a queue's tree (each option with its subtree). */
export const queueOptionListSchema = yup.object({
  queueId: id.required('Required'),
  parentId: parentId.default(null),
});

/** POST /queue-options. Left out, `option` is the next number after its siblings'. */
export const queueOptionCreateSchema = yup.object({
  title: title.required('Required'),
  message: message.default(''),
  option: option.optional(),
  queueId: id.required('Required'),
  parentId: parentId.default(null),
});

/** PUT /queue-options/:id: title, message and number; an option never moves to another parent or queue. */
export const queueOptionUpdateSchema = yup.object({
  title: title.optional(),
  message: message.optional(),
  option: option.optional(),
});

export type QueueOptionListInput = yup.InferType<typeof queueOptionListSchema>;
export type QueueOptionCreateInput = yup.InferType<typeof queueOptionCreateSchema>;
export type QueueOptionUpdateInput = yup.InferType<typeof queueOptionUpdateSchema>;
