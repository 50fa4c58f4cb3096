import type { CompanyEntity, CompanyEventPayloads, WebhookEvent } from '@zapdesk/shared';
import type { EventChange } from '../../core/events.js';

// Webhook events are the sockets' committed events (core/events.ts observers), renamed for integrators:
// nothing is delivered for a change that rolled back.

export interface WebhookEventData {
  event: WebhookEvent;
  data: unknown;
}

/** The webhook events one company event stands for (none for entities integrators do not receive). */
export function webhookEventsOf<E extends CompanyEntity>(entity: E, payload: CompanyEventPayloads[E], change: EventChange): WebhookEventData[] {
  if (entity === 'appMessage') {
    const { action, message, ticket, contact } = payload as CompanyEventPayloads['appMessage'];
    return [{ event: action === 'create' ? 'message.created' : 'message.updated', data: { message, ticket, contact } }];
  }
  if (entity === 'ticket') {
    const ticketEvent = payload as CompanyEventPayloads['ticket'];
    if (ticketEvent.action !== 'update') return [];
    const { ticket } = ticketEvent;
    if (change.before === null) return [{ event: 'ticket.created', data: { ticket } }];
    const closed = ticket.status === 'closed' && change.before !== undefined && change.before.status !== 'closed';
    return [{ event: 'ticket.updated', data: { ticket } }, ...(closed ? [{ event: 'ticket.closed' as const, data: { ticket } }] : [])];
  }
  if (entity === 'whatsappSession') {
    const { session } = payload as CompanyEventPayloads['whatsappSession'];
    // The QR code and pairing code are for the admin's screen, not for other systems.
    const { qrcode: _qrcode, pairingCode: _pairingCode, ...connection } = session;
    return [{ event: 'connection.updated', data: { connection } }];
  }
  return [];
}
