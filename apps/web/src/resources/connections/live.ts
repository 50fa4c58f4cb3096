import type { QueryClient } from '@tanstack/react-query';
import type { CompanyEventPayloads, WhatsappDTO, WhatsappSessionDTO } from '@zapdesk/shared';
import { updateCached } from '../../lib/changes-during-fetch';
import type { RowChange } from '../../lib/paged-list';
import type { LiveApplier } from '../../live/live-events';
import { connectionKeys } from './keys';

/** Adds or replaces a connection; the token (left out of events) survives a live update. */
export function upsertConnection(list: WhatsappDTO[], incoming: Omit<WhatsappDTO, 'token'> & { token?: string }): WhatsappDTO[] {
  const index = list.findIndex((connection) => connection.id === incoming.id);
  if (index === -1) return [...list, incoming].sort((a, b) => a.id - b.id);
  return list.map((connection, i) => (i === index ? { ...connection, ...incoming } : connection));
}

/** Applies a `company-{id}-whatsapp` event to the list. */
export function reduceConnectionEvent(list: WhatsappDTO[], payload: CompanyEventPayloads['whatsapp']): WhatsappDTO[] {
  if (payload.action === 'delete') return list.filter((connection) => connection.id !== payload.whatsappId);
  return upsertConnection(list, payload.whatsapp);
}

/** What a session report changes on a connection: status, QR code, retries, number and time. */
function withSession(connection: WhatsappDTO, session: WhatsappSessionDTO): WhatsappDTO {
  return { ...connection, status: session.status, qrcode: session.qrcode, retries: session.retries, number: session.number, updatedAt: session.updatedAt };
}

/** Applies a `company-{id}-whatsappSession` report to the list. */
export function reduceSessionEvent(list: WhatsappDTO[], session: WhatsappSessionDTO): WhatsappDTO[] {
  if (!list.some((connection) => connection.id === session.id)) return list;
  return list.map((connection) => (connection.id === session.id ? withSession(connection, session) : connection));
}

export const applyConnectionEvent: LiveApplier<'whatsapp'> = (queryClient, payload) => {
  updateCached<WhatsappDTO[]>(queryClient, connectionKeys.list, (list) => reduceConnectionEvent(list, payload));
};

export const applySessionEvent: LiveApplier<'whatsappSession'> = (queryClient, payload) => {
  if (payload.action !== 'update') return;
  updateCached<WhatsappDTO[]>(queryClient, connectionKeys.list, (list) => reduceSessionEvent(list, payload.session));
  // The QR dialog's connection: a code read just before it rotated would otherwise stay until the next rotation.
  updateCached<WhatsappDTO>(queryClient, connectionKeys.detail(payload.session.id), (connection) => withSession(connection, payload.session));
};

/** Puts a saved (with its token) or deleted connection into the cached list, before its live event. */
export function applyConnectionChange(queryClient: QueryClient, change: RowChange<WhatsappDTO>): void {
  updateCached<WhatsappDTO[]>(queryClient, connectionKeys.list, (list) =>
    change.type === 'remove' ? list.filter((connection) => connection.id !== change.id) : upsertConnection(list, change.row),
  );
}
