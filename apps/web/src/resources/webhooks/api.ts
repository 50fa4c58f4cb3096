import type { WebhookDeliveryDTO, WebhookEndpointDTO, WebhookEvent } from '@zapdesk/shared';
import { api } from '../../lib/api-client';

/** POST /webhooks and PUT /webhooks/{id} (admins, plan useExternalApi). */
export interface WebhookInput {
  url: string;
  events: WebhookEvent[];
  description: string;
  active: boolean;
}

/** GET /webhooks: the company's endpoints (secrets are never listed). */
export function fetchWebhooks(): Promise<WebhookEndpointDTO[]> {
  return api.get<{ records: WebhookEndpointDTO[] }>('/webhooks').then((r) => r.data.records);
}

/** The answer carries the secret, the only time it is shown. */
export function createWebhook(payload: WebhookInput): Promise<WebhookEndpointDTO> {
  return api.post<WebhookEndpointDTO>('/webhooks', payload).then((r) => r.data);
}

export function updateWebhook(id: number, payload: Partial<WebhookInput>): Promise<WebhookEndpointDTO> {
  return api.put<WebhookEndpointDTO>(`/webhooks/${id}`, payload).then((r) => r.data);
}

export function deleteWebhook(id: number): Promise<void> {
  return api.delete(`/webhooks/${id}`).then(() => undefined);
}

/** POST /webhooks/{id}/secret: a new secret (the old one stops signing), shown once. */
export function rotateWebhookSecret(id: number): Promise<WebhookEndpointDTO> {
  return api.post<WebhookEndpointDTO>(`/webhooks/${id}/secret`).then((r) => r.data);
}

/** POST /webhooks/{id}/test: queues a 'webhook.test' delivery. */
export function sendTestWebhook(id: number): Promise<WebhookDeliveryDTO> {
  return api.post<WebhookDeliveryDTO>(`/webhooks/${id}/test`).then((r) => r.data);
}

/** GET /webhooks/{id}/deliveries: the endpoint's last deliveries, newest first. */
export function fetchWebhookDeliveries(id: number): Promise<WebhookDeliveryDTO[]> {
  return api.get<{ records: WebhookDeliveryDTO[] }>(`/webhooks/${id}/deliveries`).then((r) => r.data.records);
}

export function resendWebhookDelivery(id: number, deliveryId: string): Promise<WebhookDeliveryDTO> {
  return api.post<WebhookDeliveryDTO>(`/webhooks/${id}/deliveries/${deliveryId}/resend`).then((r) => r.data);
}
