import type { WebhookDeliveryDTO, WebhookEndpointDTO } from '@zapdesk/shared';
import type { WebhookDelivery, WebhookEndpoint } from '../../models/index.js';

/** An endpoint as admins see it; the secret only in the answer that created or rotated it. */
export function presentWebhookEndpoint(endpoint: WebhookEndpoint, options: { withSecret?: boolean } = {}): WebhookEndpointDTO {
  return {
    id: endpoint.id,
    url: endpoint.url,
    events: endpoint.events,
    active: endpoint.active,
    description: endpoint.description,
    createdAt: endpoint.createdAt.toISOString(),
    updatedAt: endpoint.updatedAt.toISOString(),
    ...(options.withSecret && { secret: endpoint.secret }),
  };
}

export function presentWebhookDelivery(delivery: WebhookDelivery): WebhookDeliveryDTO {
  return {
    id: delivery.id,
    endpointId: delivery.endpointId,
    event: delivery.event,
    state: delivery.state,
    attempts: delivery.attempts,
    statusCode: delivery.statusCode,
    error: delivery.error,
    createdAt: delivery.createdAt.toISOString(),
    updatedAt: delivery.updatedAt.toISOString(),
  };
}
