import type { RepeatingJob } from './queues.js';
import { createDueInvoices } from '../modules/billing/create-due-invoices.js';

/** Daily: every company whose due date is 20 days away or fewer gets its invoice (idempotent, §10 Billing). */
export const createInvoicesJob: RepeatingJob = {
  name: 'create-invoices',
  everyMs: 24 * 60 * 60_000,
  perform: () => createDueInvoices(),
};
