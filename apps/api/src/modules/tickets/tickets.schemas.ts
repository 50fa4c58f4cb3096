import * as yup from 'yup';
import { dbId, isoDay, jsonIdList } from '../../http/input-rules.js';

const id = dbId();
// Forms send '' for an untouched select: it means "no value".
const blankToNull = (value: unknown, original: unknown) => (original === '' ? null : value);
const reference = id.nullable().transform(blankToNull);

/**
 * A JSON array of ids in a query string (`tags=[1,2]`, the client's contract), at most 100. Text that is
 * not such an array is refused with the parameter's name instead of a 500.
 */
const jsonIds = () => jsonIdList().optional();

const day = isoDay().optional();
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
  status: yup
    .string()
    .oneOf(['open'] as const)
    .default('open'),
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
  // Closing only (docs/contract.md §7): the Whaticket family's switch (false = close without any closing message)
  // and ours for 'Finalizar sem avaliação' (false = the completion message instead of the rating question).
  sendFarewellMessage: yup.boolean().optional(),
  sendRating: yup.boolean().optional(),
});

export type TicketListInput = yup.InferType<typeof ticketListSchema>;
export type TicketCreateInput = yup.InferType<typeof ticketCreateSchema>;
export type TicketUpdateInput = yup.InferType<typeof ticketUpdateSchema>;
