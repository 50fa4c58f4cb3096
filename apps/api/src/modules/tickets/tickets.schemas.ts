import * as yup from 'yup';

const MAX_ID = 2_147_483_647;
const id = yup.number().integer().positive().max(MAX_ID);
// Forms send '' for an untouched select: it means "no value".
const blankToNull = (value: unknown, original: unknown) => (original === '' ? null : value);
const reference = id.nullable().transform(blankToNull);

/**
 * A JSON array of ids in a query string (`tags=[1,2]`, the client's contract). Text that is not JSON
 * is left as a string, so yup rejects it with the parameter's name instead of a 500.
 */
const jsonIds = () =>
  yup
    .array(id.required())
    .max(500)
    .transform((value: unknown, original: unknown) => {
      if (typeof original !== 'string') return value;
      if (original.trim() === '') return [];
      try {
        return JSON.parse(original) as unknown;
      } catch {
        return original;
      }
    })
    .typeError('must be a JSON array of ids')
    .optional();

const day = yup
  .string()
  .matches(/^\d{4}-\d{2}-\d{2}$/, 'must be YYYY-MM-DD')
  .test('real-date', 'must be a real date', (v) => {
    if (v === undefined) return true;
    const parsed = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(v);
  })
  .optional();
const flag = yup.string().oneOf(['true', 'false']).optional();

export const ticketStatuses = ['pending', 'open', 'closed'] as const;

/** GET /tickets (§7): every filter of the tickets screen. */
export const ticketListSchema = yup.object({
  searchParam: yup.string().max(200).optional(),
  pageNumber: yup.number().integer().min(1).max(100_000).optional(),
  status: yup.string().oneOf(ticketStatuses).optional(),
  tags: jsonIds(),
  users: jsonIds(),
  queueIds: jsonIds(),
  date: day,
  updatedAt: day,
  showAll: flag,
  withUnreadMessages: flag,
});

/** POST /tickets: an attendant starts (or reopens) the conversation with a contact. */
export const ticketCreateSchema = yup.object({
  contactId: id.required('Required'),
  queueId: reference.optional(),
  whatsappId: reference.optional(),
  userId: reference.optional(),
  status: yup.string().oneOf(['open'] as const).default('open'),
});

/** PUT /tickets/:id: the transition is read from these fields (see classify-ticket-update.ts). */
export const ticketUpdateSchema = yup.object({
  status: yup.string().oneOf(ticketStatuses).optional(),
  userId: reference.optional(),
  queueId: reference.optional(),
  whatsappId: id.transform((v, original) => (original === '' || original === null ? undefined : v)).optional(),
  useIntegration: yup.boolean().optional(),
  promptId: reference.optional(),
  integrationId: reference.optional(),
});

export type TicketListInput = yup.InferType<typeof ticketListSchema>;
export type TicketCreateInput = yup.InferType<typeof ticketCreateSchema>;
export type TicketUpdateInput = yup.InferType<typeof ticketUpdateSchema>;
