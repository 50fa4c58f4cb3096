import { Router } from 'express';
import { idParam, validate } from '../../http/validate.js';
import { createTicketNote } from './create-ticket-note.js';
import { deleteTicketNote } from './delete-ticket-note.js';
import { listTicketNotes } from './list-ticket-notes.js';
import { ticketNoteCreateSchema, ticketNoteListSchema } from './ticket-notes.schemas.js';

/** /ticket-notes (§7): internal notes about a ticket's contact. */
export const ticketNotesRoutes = Router();

ticketNotesRoutes.get('/list', async (req, res) => {
  const query = await validate(ticketNoteListSchema, req.query);
  res.json(await listTicketNotes(req.ctx, query));
});

ticketNotesRoutes.post('/', async (req, res) => {
  const input = await validate(ticketNoteCreateSchema, req.body);
  res.status(201).json(await createTicketNote(req.ctx, input));
});

ticketNotesRoutes.delete('/:id', async (req, res) => {
  await deleteTicketNote(req.ctx, idParam(req.params.id));
  res.json({ message: 'Note deleted' });
});
