import type { CompanyEventPayloads, WhatsappDTO, WhatsappSessionDTO } from '@zapdesk/shared';

type ConnectionEvent = CompanyEventPayloads['whatsapp'];

/** Adds or replaces a connection; the token (left out of events) survives a live update. */
export function upsertConnection(list: WhatsappDTO[], incoming: Omit<WhatsappDTO, 'token'> & { token?: string }): WhatsappDTO[] {
  const index = list.findIndex((connection) => connection.id === incoming.id);
  if (index === -1) return [...list, incoming].sort((a, b) => a.id - b.id);
  return list.map((connection, i) => (i === index ? { ...connection, ...incoming } : connection));
}

/** Applies a `company-{id}-whatsapp` event to the list. */
export function applyConnectionEvent(list: WhatsappDTO[], payload: ConnectionEvent): WhatsappDTO[] {
  if (payload.action === 'delete') return list.filter((connection) => connection.id !== payload.whatsappId);
  return upsertConnection(list, payload.whatsapp);
}

/** Applies a `company-{id}-whatsappSession` report: status, QR code, retries, number and time. */
export function applySessionEvent(list: WhatsappDTO[], session: WhatsappSessionDTO): WhatsappDTO[] {
  if (!list.some((connection) => connection.id === session.id)) return list;
  return list.map((connection) =>
    connection.id === session.id
      ? {
          ...connection,
          status: session.status,
          qrcode: session.qrcode,
          retries: session.retries,
          number: session.number,
          updatedAt: session.updatedAt,
        }
      : connection,
  );
}
