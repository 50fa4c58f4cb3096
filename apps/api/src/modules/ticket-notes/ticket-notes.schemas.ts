import * as yup from 'yup';

const id = yup.number().integer().positive().max(2_147_483_647);

/** POST /ticket-notes: §5 a note is required, at least 2 characters. */
export const ticketNoteCreateSchema = yup.object({
  note: yup.string().trim().required('Required').min(2, 'Too Short!').max(10_000, 'Too Long!'),
  ticketId: id.required('Required'),
  contactId: id.required('Required'),
});

/** GET /ticket-notes/list: the notes about one contact in one ticket. */
export const ticketNoteListSchema = yup.object({
  ticketId: id.required('Required'),
  contactId: id.required('Required'),
});

export type TicketNoteCreateInput = yup.InferType<typeof ticketNoteCreateSchema>;
export type TicketNoteListInput = yup.InferType<typeof ticketNoteListSchema>;
