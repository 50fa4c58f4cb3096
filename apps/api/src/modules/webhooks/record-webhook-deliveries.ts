import { randomUUID } from 'node:crypto';
import type { CompanyEntity, CompanyEventPayloads, WebhookDeliveryEvent, WebhookPayload } from '@zapdesk/shared';
import { now } from '../../core/clock.js';
import type { EventChange, EventObserver } from '../../core/events.js';
import { logger } from '../../core/logger.js';
import { enqueueWebhookDelivery } from '../../jobs/queues.js';
import { WebhookDelivery } from '../../models/index.js';
import { activeEndpoints } from './webhook-endpoints.js';
import { webhookEventsOf } from './webhook-events.js';

/** Stores one delivery of an event to an endpoint (the exact body it will carry) and queues its tries. */
export async function recordDelivery(companyId: number, endpointId: number, event: WebhookDeliveryEvent, data: unknown): Promise<WebhookDelivery> {
  const id = randomUUID();
  const createdAt = now();
  const payload: WebhookPayload = { id, event, createdAt: createdAt.toISOString(), companyId, data };
  const delivery = await WebhookDelivery.create({ id, companyId, endpointId, event, body: JSON.stringify(payload), createdAt, updatedAt: createdAt });
  await enqueueWebhookDelivery({ deliveryId: id, companyId, since: createdAt.getTime() });
  return delivery;
}

async function record<E extends CompanyEntity>(companyId: number, entity: E, payload: CompanyEventPayloads[E], change: EventChange): Promise<void> {
  const events = webhookEventsOf(entity, payload, change);
  if (events.length === 0) return;
  const endpoints = await activeEndpoints(companyId);
  for (const { event, data } of events) {
    for (const endpoint of endpoints.filter((e) => e.events.includes(event))) await recordDelivery(companyId, endpoint.id, event, data);
  }
}

/**
 * The observer each process installs (core/events.ts#observeEvents): committed events become deliveries to
 * the company's endpoints that subscribed to them. Off the request's path; a failure is logged, never thrown.
 */
export const recordWebhookDeliveries: EventObserver = (companyId, entity, payload, change) => {
  record(companyId, entity, payload, change).catch((error: unknown) => logger.error({ err: error, companyId, entity }, 'webhook deliveries not recorded'));
};
