import * as yup from 'yup';
import { WhatsappProviders } from '@zapdesk/shared';

/** §5: a connection name is required, 2 to 50 characters. */
const name = yup.string().trim().min(2, 'Too Short!').max(50, 'Too Long!');
// Forms send '' for an untouched number field: it means "no value" (null) or "keep the default".
const blankToNull = (value: unknown, original: unknown) => (original === '' ? null : value);
const blankToUndefined = (value: unknown, original: unknown) => (original === '' ? undefined : value);
const message = yup
  .string()
  .max(10_000)
  .transform((v, original) => (original === null ? '' : v));
const minutes = yup.number().integer().min(0).max(1_000_000).transform(blankToUndefined);
const optionalMinutes = yup.number().integer().min(0).max(1_000_000).nullable().transform(blankToNull);
const reference = yup.number().integer().positive().max(2_147_483_647).nullable().transform(blankToNull);
const queueIds = yup.array(yup.number().integer().positive().max(2_147_483_647).required()).max(500);
/**
 * A token chosen by the admin must be as hard to guess as a generated one (§10 Security: ≥ 32 bytes),
 * so at least 32 characters without spaces; left empty, the server generates one.
 */
const token = yup
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .matches(/^\S+$/, 'must not contain spaces')
  .min(32, 'must have at least 32 characters')
  .max(255);

const fields = {
  greetingMessage: message,
  complationMessage: message,
  outOfHoursMessage: message,
  ratingMessage: message,
  expiresInactiveMessage: message,
  expiresTicket: minutes,
  timeToTransfer: optionalMinutes,
  transferQueueId: reference,
  promptId: reference,
  integrationId: reference,
  timeUseBotQueues: minutes,
  maxUseBotQueues: yup.number().integer().min(0).max(100).transform(blankToUndefined),
  isDefault: yup.boolean(),
  token: token.optional(),
  provider: yup.string().oneOf(WhatsappProviders),
  queueIds,
};

/** POST /whatsapp: every entity field, with the §9 defaults. */
export const connectionCreateSchema = yup.object({
  ...fields,
  name: name.required('Required'),
  greetingMessage: fields.greetingMessage.default(''),
  complationMessage: fields.complationMessage.default(''),
  outOfHoursMessage: fields.outOfHoursMessage.default(''),
  ratingMessage: fields.ratingMessage.default(''),
  expiresInactiveMessage: fields.expiresInactiveMessage.default(''),
  expiresTicket: fields.expiresTicket.default(0),
  timeToTransfer: fields.timeToTransfer.default(null),
  transferQueueId: fields.transferQueueId.default(null),
  promptId: fields.promptId.default(null),
  integrationId: fields.integrationId.default(null),
  timeUseBotQueues: fields.timeUseBotQueues.default(0),
  maxUseBotQueues: fields.maxUseBotQueues.default(3),
  isDefault: fields.isDefault.default(false),
  provider: fields.provider.default('beta'),
  queueIds: fields.queueIds.default([]),
});

/** PUT /whatsapp/:id: any subset of the fields; what is left out stays as it is. */
export const connectionUpdateSchema = yup.object({
  ...fields,
  name: name.optional(),
  queueIds: fields.queueIds.optional(),
});

/** GET /whatsapp: `session=0` is the client's contract (we never send session data); companyId is the super user's. */
export const connectionListSchema = yup.object({
  session: yup.number().integer().min(0).max(1).optional(),
  companyId: yup.number().integer().positive().max(2_147_483_647).optional(),
});

/** GET /whatsapp/:id: the client sends `session=0` here too. */
export const connectionShowSchema = yup.object({ session: connectionListSchema.fields.session });

export type ConnectionCreateInput = yup.InferType<typeof connectionCreateSchema>;
export type ConnectionUpdateInput = yup.InferType<typeof connectionUpdateSchema>;
