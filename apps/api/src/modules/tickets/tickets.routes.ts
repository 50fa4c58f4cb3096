import { Router } from 'express';
import { notFound } from '../../core/errors.js';
import { idParam, validate } from '../../http/validate.js';
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

ticketsRoutes.get('/', async (req, res) => {
  const query = await validate(ticketListSchema, req.query);
  res.json(await listTickets(req.ctx, query));
});

ticketsRoutes.get('/u/:uuid', async (req, res) => {
  res.json(await showTicket(req.ctx, { uuid: ticketUuid(req.params.uuid) }));
});

ticketsRoutes.get('/:id', async (req, res) => {
  res.json(await showTicket(req.ctx, { id: ticketId(req.params.id) }));
});

ticketsRoutes.post('/', async (req, res) => {
  const input = await validate(ticketCreateSchema, req.body);
  res.status(201).json(await createTicket(req.ctx, input));
});

ticketsRoutes.put('/:id', async (req, res) => {
  const id = ticketId(req.params.id);
  const input = await validate(ticketUpdateSchema, req.body);
  res.json(await updateTicket(req.ctx, id, input));
});

ticketsRoutes.delete('/:id', async (req, res) => {
  await deleteTicket(req.ctx, ticketId(req.params.id));
  res.json({ message: 'ticket deleted' });
});
