import { WebhookTestEvent, type WebhookDeliveryDTO } from '@zapdesk/shared';
import { now } from '../../core/clock.js';
import type { ServiceContext } from '../../core/context.js';
import { notFound } from '../../core/errors.js';
import { enqueueWebhookDelivery } from '../../jobs/queues.js';
import { WebhookDelivery } from '../../models/index.js';
import { recordDelivery } from './record-webhook-deliveries.js';
import { loadWebhookEndpoint } from './webhook-endpoints.js';
import { presentWebhookDelivery } from './webhooks.presenter.js';

// An endpoint's delivery log and the admins' actions on it: resend one delivery, or send a test delivery.

const LOG_SIZE = 50;

/** The endpoint's latest deliveries, newest first. */
export async function listWebhookDeliveries(ctx: ServiceContext, endpointId: number): Promise<{ records: WebhookDeliveryDTO[] }> {
  const endpoint = await loadWebhookEndpoint(ctx, endpointId);
  const rows = await WebhookDelivery.findAll({
    where: { companyId: ctx.companyId, endpointId: endpoint.id },
    order: [
      ['createdAt', 'DESC'],
      ['id', 'DESC'],
    ],
    limit: LOG_SIZE,
  });
  return { records: rows.map(presentWebhookDelivery) };
}

/** Sends a delivery again, the same id and body (a receiver dedupes it by id), with a new day of retries. */
export async function resendWebhookDelivery(ctx: ServiceContext, endpointId: number, deliveryId: string): Promise<WebhookDeliveryDTO> {
  const endpoint = await loadWebhookEndpoint(ctx, endpointId);
  const delivery = await WebhookDelivery.findOne({ where: { id: deliveryId, companyId: ctx.companyId, endpointId: endpoint.id } });
  if (!delivery) throw notFound();
  await delivery.update({ state: 'pending', error: null });
  const at = now().getTime();
  await enqueueWebhookDelivery({ deliveryId: delivery.id, companyId: ctx.companyId, since: at }, `resend-${at}`);
  return presentWebhookDelivery(delivery);
}

/** A `webhook.test` delivery to the endpoint, so an admin sees the receiver answer (and the signature check pass). */
export async function sendTestWebhook(ctx: ServiceContext, endpointId: number): Promise<WebhookDeliveryDTO> {
  const endpoint = await loadWebhookEndpoint(ctx, endpointId);
  const delivery = await recordDelivery(ctx.companyId, endpoint.id, WebhookTestEvent, { endpointId: endpoint.id, message: 'ZapDesk test delivery' });
  return presentWebhookDelivery(delivery);
}
