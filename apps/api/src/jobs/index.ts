import { rearmSchedulesJob } from './send-schedule.job.js';
import { setUsersOfflineJob } from './set-users-offline.job.js';
import { transferUnqueuedTicketsJob } from './transfer-unqueued-tickets.job.js';
import { expireInactiveTicketsJob } from './expire-inactive-tickets.job.js';
import { createInvoicesJob } from './create-invoices.job.js';

/** Every repeating job the worker runs. */
export const repeatingJobs = [setUsersOfflineJob, rearmSchedulesJob, transferUnqueuedTicketsJob, expireInactiveTicketsJob, createInvoicesJob];
