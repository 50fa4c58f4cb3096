import { Router } from 'express';
import { notFound } from '../../core/errors.js';
import { sendJson } from '../../http/send-json.js';
import { accept, idParam } from '../../http/validate.js';
import { createTicket } from './create-ticket.js';
import { deleteTicket } from './delete-ticket.js';
import { listTickets } from './list-tickets.js';
import { showTicket } from './show-ticket.js';
import { ticketCreateSchema, ticketListSchema, ticketUpdateSchema } from './tickets.schemas.js';
import { updateTicket } from './update-ticket.js';

const ticketId = (value: unknown) => idParam(value, 'ERR_NO_TICKET_FOUND');

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A malformed uuid names no ticket: 404, like an unknown one (and never a database cast error). */
function ticketUuid(value: unknown): string {
  if (typeof value !== 'string' || !UUID.test(value)) throw notFound('ERR_NO_TICKET_FOUND');
  return value.toLowerCase();
}

/** /tickets (§7 Tickets and messages). */
export const ticketsRoutes = Router();

ticketsRoutes.get('/', accept({ query: ticketListSchema }), async (req, res) => {
  sendJson(res, await listTickets(req.ctx, req.query));
});

ticketsRoutes.get('/u/:uuid', accept({}), async (req, res) => {
  res.json(await showTicket(req.ctx, { uuid: ticketUuid(req.params.uuid) }));
});

ticketsRoutes.get('/:id', accept({}), async (req, res) => {
  res.json(await showTicket(req.ctx, { id: ticketId(req.params.id) }));
});

ticketsRoutes.post('/', accept({ body: ticketCreateSchema }), async (req, res) => {
  res.status(201).json(await createTicket(req.ctx, req.body));
});

ticketsRoutes.put('/:id', accept({ body: ticketUpdateSchema }), async (req, res) => {
  const id = ticketId(req.params.id);
  res.json(await updateTicket(req.ctx, id, req.body));
});

ticketsRoutes.delete('/:id', accept({}), async (req, res) => {
  await deleteTicket(req.ctx, ticketId(req.params.id));
  res.json({ message: 'ticket deleted' });
});
