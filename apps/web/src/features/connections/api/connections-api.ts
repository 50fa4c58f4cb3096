import type { WhatsappDTO, WhatsappProvider } from '@zapdesk/shared';
import { api } from '../../../lib/api-client';

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

/** A record the modal's pickers offer (queues, prompts, integrations). */
export interface PickerOption {
  id: number;
  name: string;
  color?: string;
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

/**
 * Queues, prompts and integrations belong to screens built later; their answers are read
 * defensively (records with id and name, possibly inside a named list) so a missing endpoint
 * or another shape leaves the picker empty.
 */
export function toPickerOptions(data: unknown, listKey?: string): PickerOption[] {
  const list = listKey && typeof data === 'object' && data !== null && listKey in data ? (data as Record<string, unknown>)[listKey] : data;
  if (!Array.isArray(list)) return [];
  return list.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null) return [];
    const { id, name, color } = item as Record<string, unknown>;
    if (typeof id !== 'number' || typeof name !== 'string') return [];
    return [{ id, name, ...(typeof color === 'string' ? { color } : {}) }];
  });
}

export function fetchQueueOptions(): Promise<PickerOption[]> {
  return api.get<unknown>('/queue').then((r) => toPickerOptions(r.data));
}

export function fetchPromptOptions(): Promise<PickerOption[]> {
  return api.get<unknown>('/prompt').then((r) => toPickerOptions(r.data, 'prompts'));
}

export function fetchIntegrationOptions(): Promise<PickerOption[]> {
  return api.get<unknown>('/queueIntegration/').then((r) => toPickerOptions(r.data, 'queueIntegrations'));
}
