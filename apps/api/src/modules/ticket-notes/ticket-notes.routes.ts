import { Router } from 'express';
import { accept, idParam } from '../../http/validate.js';
import { createTicketNote } from './create-ticket-note.js';
import { deleteTicketNote } from './delete-ticket-note.js';
import { listTicketNotes } from './list-ticket-notes.js';
import { ticketNoteCreateSchema, ticketNoteListSchema } from './ticket-notes.schemas.js';

/** /ticket-notes (§7): internal notes about a ticket's contact. */
export const ticketNotesRoutes = Router();

ticketNotesRoutes.get('/list', accept({ query: ticketNoteListSchema }), async (req, res) => {
  res.json(await listTicketNotes(req.ctx, req.query));
});

ticketNotesRoutes.post('/', accept({ body: ticketNoteCreateSchema }), async (req, res) => {
  res.status(201).json(await createTicketNote(req.ctx, req.body));
});

ticketNotesRoutes.delete('/:id', accept({}), async (req, res) => {
  await deleteTicketNote(req.ctx, idParam(req.params.id));
  res.json({ message: 'Note deleted' });
});
