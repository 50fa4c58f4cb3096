import * as yup from 'yup';
import { SCHEDULE_BODY_MIN } from '@zapdesk/shared';
import { isoInstant } from '../../http/input-rules.js';

// An instant with its zone (Z or an offset), years 1900–9999: a bare "2026-05-01T10:00" would mean the server's local time.
const instant = isoInstant;

const body = yup
  .string()
  .transform((value: unknown, original: unknown) => (original === null ? '' : value))
  .trim()
  .max(10_000, 'Too Long!');
const id = () => yup.number().typeError('must be a number').integer('must be an integer').positive('must be positive').max(2_147_483_647);

/** POST /schedules. §5: body at least 5 chars ('Mensagem muito curta'); contactId and sendAt required ('Obrigatório'). */
export const scheduleCreateSchema = yup.object({
  body: body.required('Obrigatório').min(SCHEDULE_BODY_MIN, 'Mensagem muito curta'),
  contactId: id().required('Obrigatório'),
  sendAt: instant().required('Obrigatório'),
  ticketId: id().nullable().optional(),
});

/** PUT /schedules/:id: what is sent changes, under the same rules. */
export const scheduleUpdateSchema = yup.object({
  body: body.optional().min(SCHEDULE_BODY_MIN, 'Mensagem muito curta'),
  contactId: id().optional(),
  sendAt: instant().optional(),
  ticketId: id().nullable().optional(),
});

/**
 * GET /schedules: searchParam (text or contact name) and pageNumber (§7), plus an optional contactId and
 * a sendAt window (from inclusive, to exclusive) the calendar asks for the period it shows.
 */
export const scheduleListSchema = yup.object({
  searchParam: yup.string().max(200).optional(),
  pageNumber: yup.number().typeError('must be a number').integer().min(1).max(100_000).optional(),
  contactId: id().optional(),
  sendAtFrom: instant().optional(),
  sendAtTo: instant().optional(),
});

export type ScheduleCreateInput = yup.InferType<typeof scheduleCreateSchema>;
export type ScheduleUpdateInput = yup.InferType<typeof scheduleUpdateSchema>;
export type ScheduleListInput = yup.InferType<typeof scheduleListSchema>;
