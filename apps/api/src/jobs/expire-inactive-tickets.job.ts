import type { RepeatingJob } from './queues.js';
import { expireInactiveTickets } from '../modules/bot/expire-inactive-tickets.js';

/** Every minute: conversations whose customer went silent past their connection's expiresTicket are closed. */
export const expireInactiveTicketsJob: RepeatingJob = {
  name: 'expire-inactive-tickets',
  everyMs: 60_000,
  perform: () => expireInactiveTickets(),
};
