import { WebhookHeaders, WebhookTestEvent } from '@zapdesk/shared';
import { now } from '../../core/clock.js';
import { OutboundUrlRefused } from '../../core/outbound-url.js';
import { postOutbound } from '../../core/outbound-url-request.js';
import { WEBHOOK_RETRY, type WebhookJob } from '../../jobs/queues.js';
import { WebhookDelivery, WebhookEndpoint } from '../../models/index.js';
import { webhookSignature } from './webhook-signature.js';

/** Tries are given up once the next one would come more than a day after the series began. */
const GIVE_UP_AFTER_MS = 24 * 60 * 60 * 1000;

/** A failed try: Bull schedules the next one (30 s, then doubling). */
export class WebhookRetry extends Error {}

/**
 * One try of a delivery (the webhook job): signs the stored body with the endpoint's current secret and a
 * fresh timestamp, POSTs it through the outbound guard (10 s, no redirects), and records the answer. A 2xx
 * delivers it; anything else throws WebhookRetry while the day lasts, then marks it failed. A delivery whose
 * endpoint is gone or inactive is dropped (tests excepted).
 */
export async function deliverWebhook(job: WebhookJob, attemptsMade: number): Promise<'delivered' | 'failed' | 'dropped'> {
  const delivery = await WebhookDelivery.findOne({ where: { id: job.deliveryId, companyId: job.companyId } });
  const endpoint = delivery && (await WebhookEndpoint.findOne({ where: { id: delivery.endpointId, companyId: job.companyId } }));
  // An admin's test delivery goes even to an inactive endpoint: checking it before switching it on is the point.
  if (!delivery || !endpoint || (!endpoint.active && delivery.event !== WebhookTestEvent)) return 'dropped';
  const timestamp = Math.floor(now().getTime() / 1000);
  let statusCode: number | null = null;
  let error: string | null = null;
  try {
    const answer = await postOutbound(endpoint.url, {
      body: delivery.body,
      headers: {
        [WebhookHeaders.event]: delivery.event,
        [WebhookHeaders.delivery]: delivery.id,
        [WebhookHeaders.timestamp]: String(timestamp),
        [WebhookHeaders.signature]: webhookSignature(endpoint.secret, timestamp, delivery.body),
      },
    });
    statusCode = answer.status;
    if (answer.status < 200 || answer.status >= 300)
      error = `HTTP ${answer.status}${answer.status >= 300 && answer.status < 400 ? ' (redirects are not followed)' : ''}`;
  } catch (failure) {
    error = failure instanceof OutboundUrlRefused ? `refused: the URL ${failure.message}` : failure instanceof Error ? failure.message : String(failure);
  }
  const attempts = delivery.attempts + 1;
  if (!error) {
    await delivery.update({ state: 'delivered', attempts, statusCode, error: null });
    return 'delivered';
  }
  const nextDelay = WEBHOOK_RETRY.firstDelayMs * 2 ** attemptsMade;
  const lastTry = attemptsMade + 1 >= WEBHOOK_RETRY.attempts || now().getTime() + nextDelay - job.since > GIVE_UP_AFTER_MS;
  await delivery.update({ state: lastTry ? 'failed' : 'pending', attempts, statusCode, error });
  if (lastTry) return 'failed';
  throw new WebhookRetry(error);
}
