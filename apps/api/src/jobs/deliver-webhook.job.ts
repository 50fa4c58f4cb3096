import { deliverWebhook } from '../modules/webhooks/deliver-webhook.js';
import { processWebhookDeliveries } from './queues.js';

/** Starts delivering webhooks (worker process): each try is one job; a failed try is retried by Bull. */
export function startWebhookProcessor(): void {
  processWebhookDeliveries(async (job, attemptsMade) => {
    await deliverWebhook(job, attemptsMade);
  });
}
