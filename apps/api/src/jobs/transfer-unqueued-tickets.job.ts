import type { RepeatingJob } from './queues.js';
import { transferUnqueuedTickets } from '../modules/bot/transfer-unqueued-tickets.js';

/** Every minute: pending tickets left without a queue past their connection's timeToTransfer move to its transfer queue. */
export const transferUnqueuedTicketsJob: RepeatingJob = {
  name: 'transfer-unqueued-tickets',
  everyMs: 60_000,
  perform: () => transferUnqueuedTickets(),
};
