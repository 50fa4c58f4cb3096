import type { WhatsappDTO, WhatsappProvider } from '@zapdesk/shared';
import { api } from '../../lib/api-client';

/** The fields POST /whatsapp and PUT /whatsapp/:id accept (provider only on create). */
export interface ConnectionPayload {
  name: string;
  provider?: WhatsappProvider;
  isDefault: boolean;
  greetingMessage: string;
  complationMessage: string;
  outOfHoursMessage: string;
  ratingMessage: string;
  expiresInactiveMessage: string;
  expiresTicket: number;
  timeToTransfer: number | null;
  transferQueueId: number | null;
  promptId: number | null;
  integrationId: number | null;
  timeUseBotQueues: number;
  maxUseBotQueues: number;
  /** Left out when empty: the server generates one on create and keeps the current one on edit. */
  token?: string;
  queueIds: number[];
}

/** What the platform sent through a sandbox connection, as the simulated customer received it. */
export interface OutboxMessage {
  id: string;
  to: string;
  body: string;
  media?: { mimetype: string; filename: string };
  quotedId?: string;
  ack: number;
  createdAt: string;
}

/** A customer message the simulated phone sends (POST /sandbox/:id/inbound). */
export interface InboundPayload {
  from: string;
  name?: string;
  body?: string;
  media?: { mimetype: string; filename: string; base64: string };
}

/** GET /whatsapp/?session=0: the company's connections (the page, the menu badge and every connection picker). */
export function fetchConnections(): Promise<WhatsappDTO[]> {
  return api.get<WhatsappDTO[]>('/whatsapp/', { params: { session: 0 } }).then((r) => r.data);
}

export function fetchConnection(id: number): Promise<WhatsappDTO> {
  return api.get<WhatsappDTO>(`/whatsapp/${id}`, { params: { session: 0 } }).then((r) => r.data);
}

export function createConnection(payload: ConnectionPayload): Promise<WhatsappDTO> {
  return api.post<WhatsappDTO>('/whatsapp', payload).then((r) => r.data);
}

export function updateConnection(id: number, payload: ConnectionPayload): Promise<WhatsappDTO> {
  return api.put<WhatsappDTO>(`/whatsapp/${id}`, payload).then((r) => r.data);
}

export function deleteConnection(id: number): Promise<void> {
  return api.delete(`/whatsapp/${id}`).then(() => undefined);
}

/** §4 session actions: retry (tryAgain), a new QR code, or unlinking the phone. */
export type SessionAction = 'retry' | 'newQr' | 'disconnect';

const sessionMethods = { retry: 'post', newQr: 'put', disconnect: 'delete' } as const;

export function runSessionAction(id: number, action: SessionAction): Promise<void> {
  return api.request({ method: sessionMethods[action], url: `/whatsappsession/${id}` }).then(() => undefined);
}

/** The simulated phone scans the QR code (sandbox connections only). */
export function simulateScan(id: number): Promise<void> {
  return api.post(`/sandbox/${id}/scan`, {}).then(() => undefined);
}

export function sendInbound(id: number, payload: InboundPayload): Promise<{ id: string }> {
  return api.post<{ id: string }>(`/sandbox/${id}/inbound`, payload).then((r) => r.data);
}

export function fetchOutbox(id: number, to: string): Promise<OutboxMessage[]> {
  return api.get<OutboxMessage[]>(`/sandbox/${id}/outbox`, { params: { to } }).then((r) => r.data);
}

/** The customer's phone reports a message as delivered (2) or read (3). */
export function sendAck(id: number, messageId: string, ack: 2 | 3): Promise<void> {
  return api.post(`/sandbox/${id}/ack`, { id: messageId, ack }).then(() => undefined);
}
