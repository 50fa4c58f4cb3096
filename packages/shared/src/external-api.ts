// The external API (§7 External message API, §10 External API and webhooks): what /api/messages answers and
// what webhooks deliver. The API validates and documents these shapes; the Messages API page shows them.

/** A message's delivery state by its ack: -1 failed, 0 waiting to leave, 1 on WhatsApp's server, 2 delivered, 3 read, 4 played. */
export const ExternalMessageStatuses = ['failed', 'pending', 'sent', 'delivered', 'read', 'played'] as const;
export type ExternalMessageStatus = (typeof ExternalMessageStatuses)[number];

/** The status a message's ack stands for (acks above 4 count as played). */
export function externalMessageStatus(ack: number): ExternalMessageStatus {
  if (ack < 0) return 'failed';
  return ExternalMessageStatuses[Math.min(ack, 4) + 1];
}

/** The answer of POST /api/messages/send: `mensagem` is what the Whaticket family answers and integrations test for. */
export interface ExternalSendAnswer {
  mensagem: 'Mensagem enviada';
  /** The first message stored (the text, or the first file). */
  id: number;
  /** Every message stored, in the order they are sent (several files are one message each). */
  messageIds: number[];
  ticketId: number;
  contactId: number;
  status: ExternalMessageStatus;
}

/** GET /api/messages/{id}: where a message sent through the API (or any message of the connection) stands. */
export interface ExternalMessageState {
  id: number;
  ticketId: number;
  contactId: number;
  fromMe: boolean;
  body: string;
  mediaType: string;
  ack: number;
  status: ExternalMessageStatus;
  createdAt: string;
  updatedAt: string;
}

/** The events a webhook endpoint can subscribe to (§10 External API and webhooks). */
export const WebhookEvents = ['message.created', 'message.updated', 'ticket.created', 'ticket.updated', 'ticket.closed', 'connection.updated'] as const;
export type WebhookEvent = (typeof WebhookEvents)[number];

/** The event of a test delivery (the page's 'test' button): never subscribed to, always sent when asked. */
export const WebhookTestEvent = 'webhook.test';
export type WebhookDeliveryEvent = WebhookEvent | typeof WebhookTestEvent;

/** The JSON body of every delivery. */
export interface WebhookPayload<D = unknown> {
  /** The delivery's id (also in `X-ZapDesk-Delivery`): a receiver that sees it twice has seen a retry. */
  id: string;
  event: WebhookDeliveryEvent;
  createdAt: string;
  companyId: number;
  data: D;
}

/** A webhook endpoint as admins see it; the secret is shown once, when created (or rotated). */
export interface WebhookEndpointDTO {
  id: number;
  url: string;
  events: WebhookEvent[];
  active: boolean;
  description: string;
  createdAt: string;
  updatedAt: string;
  /** Only in the answer that created or rotated it. */
  secret?: string;
}

/** One delivery attempt series of an event to an endpoint. */
export interface WebhookDeliveryDTO {
  id: string;
  endpointId: number;
  event: WebhookDeliveryEvent;
  /** pending: waiting for its next try; delivered: a 2xx came back; failed: gave up after a day of retries. */
  state: 'pending' | 'delivered' | 'failed';
  attempts: number;
  /** The last answer's HTTP status (null: no answer: refused address, timeout, connection error). */
  statusCode: number | null;
  error: string | null;
  createdAt: string;
  updatedAt: string;
}

/** The headers each delivery carries. */
export const WebhookHeaders = {
  event: 'X-ZapDesk-Event',
  delivery: 'X-ZapDesk-Delivery',
  timestamp: 'X-ZapDesk-Timestamp',
  signature: 'X-ZapDesk-Signature',
} as const;
