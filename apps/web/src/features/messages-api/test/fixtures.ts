import type { WebhookDeliveryDTO, WebhookEndpointDTO, WhatsappDTO } from '@zapdesk/shared';
import { makeConnectionDto } from '../../../test/dto-fixtures';

/** A connection as GET /whatsapp answers an admin (with its token, which the page shows). */
export function makeConnection(id: number, name: string, token: string): WhatsappDTO {
  return makeConnectionDto({ id, name, token });
}

export function makeEndpoint(overrides: Partial<WebhookEndpointDTO> = {}): WebhookEndpointDTO {
  return {
    id: 1,
    url: 'https://loja.example.com/zapdesk',
    events: ['message.created'],
    active: true,
    description: 'Loja',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function makeDelivery(overrides: Partial<WebhookDeliveryDTO> = {}): WebhookDeliveryDTO {
  return {
    id: '0b6f3f1e-1d1c-4a57-9a4e-1f0c0f0f0f01',
    endpointId: 1,
    event: 'message.created',
    state: 'failed',
    attempts: 3,
    statusCode: 500,
    error: 'HTTP 500',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:05:00.000Z',
    ...overrides,
  };
}
