import { convertSchema } from '@sodaru/yup-to-json-schema';
import { ExternalMessageStatuses, WebhookEvents, WebhookHeaders, WebhookTestEvent } from '@zapdesk/shared';
import type * as yup from 'yup';
import { env } from '../../config/env.js';
import { MAX_MEDIA_BYTES, MAX_MEDIAS } from '../messages/messages.upload.js';
import { createWebhookSchema, updateWebhookSchema } from '../webhooks/webhooks.schemas.js';
import { sendExternalMessageSchema } from './external-api.schemas.js';

// The OpenAPI 3.1 document of the external API and the webhooks (served at /api/docs, shown at /api/docs/ui).
// Request bodies are generated from the yup schemas the routes validate with (accept), so the document and the
// validation cannot disagree; answers are described here, next to the payloads they document.

type Json = Record<string, unknown>;

/**
 * A yup schema as OpenAPI's JSON Schema: objects refuse undeclared keys (as accept() does), and fields
 * declared `ignored()` (taken and not read) are documented as such instead of as an empty type list.
 */
export function requestSchemaOf(schema: yup.AnyObjectSchema): Json {
  const tidy = (node: Json): Json => {
    if (Array.isArray(node.type) && node.type.length === 0) return { description: 'Accepted for compatibility and not read.' };
    const out: Json = { ...node };
    if (out.properties) {
      out.properties = Object.fromEntries(Object.entries(out.properties as Record<string, Json>).map(([key, value]) => [key, tidy(value)]));
      out.additionalProperties = false;
      delete out.default;
    }
    if (out.items) out.items = tidy(out.items as Json);
    return out;
  };
  return tidy(convertSchema(schema) as Json);
}

const MIGRATING = `## Migrating from the Whaticket family
What keeps working: \`POST /api/messages/send\` with the connection's token, JSON \`{ number, body }\` or multipart
\`{ number, body, medias }\`, the answer's \`mensagem: 'Mensagem enviada'\`, \`closeTicket\`, the variables
\`{{name}}\`, \`{{firstName}}\`, \`{{ms}}\`, \`{{protocol}}\`, \`{{hora}}\`, files declared \`application/octet-stream\`,
each file captioned with the body. The fields \`userId\`, \`queueId\`, \`sendSignature\` and \`quotedMsg\` are accepted and not read.

What changes on purpose:
- The plan needs **useExternalApi** (403 \`ERR_NO_PERMISSION\`), the subscription must be active (403 \`ERR_SUBSCRIPTION_EXPIRED\`).
- A missing, empty or unknown token is 401 \`ERR_INVALID_TOKEN\`.
- **Rate limit**: ${env.API_RATE_LIMIT_PER_MINUTE} requests per minute per token (\`RateLimit-Limit\`, \`RateLimit-Remaining\`,
  \`RateLimit-Reset\` on every answer; 429 \`ERR_TOO_MANY_REQUESTS\` with \`Retry-After\`).
- \`number\` must be digits only with country and area code, and on WhatsApp: otherwise 400 with \`field: "number"\`
  (\`ERR_VALIDATION\` or \`ERR_WAPP_INVALID_CONTACT\`). A disconnected connection is 409 \`ERR_WAPP_NOT_INITIALIZED\`.
- The answer adds \`id\`, \`messageIds\`, \`ticketId\`, \`contactId\` and \`status\`; \`GET /api/messages/{id}\` tells a message's status.
- A new conversation is recorded in a closed ticket: it enters the attendants' lists only when the customer replies.
- Files of types outside the allow-list (pictures, audio, video, documents) are 400; over 16 MB, 413.`;

const WEBHOOKS_TEXT = `## Webhooks
Admins add endpoints on the Messages API page (or \`POST /webhooks\` with a session token). Each delivery is a POST of
\`{ id, event, createdAt, companyId, data }\` with \`${WebhookHeaders.event}\`, \`${WebhookHeaders.delivery}\` (the id),
\`${WebhookHeaders.timestamp}\` (unix seconds) and \`${WebhookHeaders.signature}: sha256=<hex HMAC-SHA256 of "{timestamp}.{raw body}">\`
keyed with the endpoint's secret. Check the signature over the raw body and refuse timestamps older than 5 minutes.
Answer 2xx within 10 s; anything else is retried (after 30 s, then twice as long each time, for a day). Redirects are not followed.`;

const error = (codes: string[], description: string) => ({
  description,
  content: {
    'application/json': {
      schema: {
        type: 'object',
        required: ['error', 'message'],
        properties: { error: { type: 'string', enum: codes }, message: { type: 'string' }, field: { type: 'string' } },
      },
    },
  },
});

const rateHeaders = {
  'RateLimit-Limit': { schema: { type: 'integer' }, description: 'Requests allowed per minute for this token.' },
  'RateLimit-Remaining': { schema: { type: 'integer' }, description: 'Requests left in the current minute.' },
  'RateLimit-Reset': { schema: { type: 'integer' }, description: 'Seconds until the minute restarts.' },
};

const tokenErrors = {
  '401': error(['ERR_INVALID_TOKEN'], 'Missing, empty or unknown connection token.'),
  '403': error(['ERR_NO_PERMISSION', 'ERR_SUBSCRIPTION_EXPIRED'], 'The plan lacks useExternalApi, or the subscription lapsed.'),
  '429': {
    ...error(['ERR_TOO_MANY_REQUESTS'], 'Over the rate limit; retry after `Retry-After` seconds.'),
    headers: { 'Retry-After': { schema: { type: 'integer' } } },
  },
};

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: Json) => ({ 'application/json': { schema } });
const idParameter = (name: string, description: string) => ({ name, in: 'path', required: true, description, schema: { type: 'integer', minimum: 1 } });

const sendBody = requestSchemaOf(sendExternalMessageSchema);
const multipartBody = {
  ...sendBody,
  properties: {
    ...(sendBody.properties as Json),
    medias: {
      type: 'array',
      maxItems: MAX_MEDIAS,
      items: { type: 'string', contentMediaType: 'application/octet-stream' },
      description: `Files (each up to ${MAX_MEDIA_BYTES / 1024 / 1024} MB), each sent as its own message captioned with the body.`,
    },
  },
};

const schemas: Record<string, Json> = {
  SendAnswer: {
    type: 'object',
    required: ['mensagem', 'id', 'messageIds', 'ticketId', 'contactId', 'status'],
    properties: {
      mensagem: { const: 'Mensagem enviada' },
      id: { type: 'integer', description: 'The first message stored.' },
      messageIds: { type: 'array', items: { type: 'integer' } },
      ticketId: { type: 'integer' },
      contactId: { type: 'integer' },
      status: ref('MessageStatus'),
    },
  },
  MessageStatus: { type: 'string', enum: [...ExternalMessageStatuses], description: 'By ack: -1 failed, 0 pending, 1 sent, 2 delivered, 3 read, 4 played.' },
  MessageState: {
    type: 'object',
    required: ['id', 'ticketId', 'contactId', 'fromMe', 'body', 'mediaType', 'ack', 'status', 'createdAt', 'updatedAt'],
    properties: {
      id: { type: 'integer' },
      ticketId: { type: 'integer' },
      contactId: { type: 'integer' },
      fromMe: { type: 'boolean' },
      body: { type: 'string' },
      mediaType: { type: 'string' },
      ack: { type: 'integer', minimum: -1 },
      status: ref('MessageStatus'),
      createdAt: { type: 'string', format: 'date-time' },
      updatedAt: { type: 'string', format: 'date-time' },
    },
  },
  WebhookEndpoint: {
    type: 'object',
    required: ['id', 'url', 'events', 'active', 'description', 'createdAt', 'updatedAt'],
    properties: {
      id: { type: 'integer' },
      url: { type: 'string' },
      events: { type: 'array', items: { enum: [...WebhookEvents] } },
      active: { type: 'boolean' },
      description: { type: 'string' },
      createdAt: { type: 'string', format: 'date-time' },
      updatedAt: { type: 'string', format: 'date-time' },
      secret: { type: 'string', description: 'Only in the answer that created or rotated it: store it then.' },
    },
  },
  WebhookDelivery: {
    type: 'object',
    required: ['id', 'endpointId', 'event', 'state', 'attempts', 'statusCode', 'error', 'createdAt', 'updatedAt'],
    properties: {
      id: { type: 'string', format: 'uuid' },
      endpointId: { type: 'integer' },
      event: { enum: [...WebhookEvents, WebhookTestEvent] },
      state: { enum: ['pending', 'delivered', 'failed'] },
      attempts: { type: 'integer' },
      statusCode: { type: ['integer', 'null'] },
      error: { type: ['string', 'null'] },
      createdAt: { type: 'string', format: 'date-time' },
      updatedAt: { type: 'string', format: 'date-time' },
    },
  },
  WebhookPayload: {
    type: 'object',
    required: ['id', 'event', 'createdAt', 'companyId', 'data'],
    properties: {
      id: { type: 'string', format: 'uuid', description: 'The delivery id (also X-ZapDesk-Delivery): the same id twice is a retry.' },
      event: { enum: [...WebhookEvents, WebhookTestEvent] },
      createdAt: { type: 'string', format: 'date-time' },
      companyId: { type: 'integer' },
      data: { type: 'object', description: 'message.*: { message, ticket, contact }; ticket.*: { ticket }; connection.updated: { connection }.' },
    },
  },
};

const session = [{ session: [] }];
const webhookErrors = {
  '401': error(['ERR_SESSION_EXPIRED'], 'No session.'),
  '403': error(['ERR_NO_PERMISSION'], 'Admins of plans with useExternalApi only.'),
};

const paths: Record<string, Json> = {
  '/api/messages/send': {
    post: {
      tags: ['Messages'],
      summary: "Send text or files to a WhatsApp number from the token's connection",
      security: [{ connectionToken: [] }],
      parameters: [
        {
          name: 'Idempotency-Key',
          in: 'header',
          required: false,
          description: 'A retried request with the same key (24 h) answers the first answer instead of sending again.',
          schema: { type: 'string', maxLength: 255 },
        },
      ],
      requestBody: { required: true, content: { ...json(sendBody), 'multipart/form-data': { schema: multipartBody } } },
      responses: {
        '200': { description: 'Queued for sending.', headers: rateHeaders, content: json(ref('SendAnswer')) },
        '400': error(['ERR_VALIDATION', 'ERR_WAPP_INVALID_CONTACT'], 'A field is wrong (see `field`), or the number is not on WhatsApp.'),
        ...tokenErrors,
        '409': error(
          ['ERR_WAPP_NOT_INITIALIZED', 'ERR_VALIDATION'],
          'The connection is not connected, or the Idempotency-Key belongs to another (or a running) request.',
        ),
        '413': error(['ERR_PAYLOAD_TOO_LARGE'], 'A file over 16 MB.'),
      },
    },
  },
  '/api/messages/{id}': {
    get: {
      tags: ['Messages'],
      summary: "A message of the token's connection and its delivery status",
      security: [{ connectionToken: [] }],
      parameters: [idParameter('id', 'The message id answered by /api/messages/send.')],
      responses: {
        '200': { description: 'The message.', headers: rateHeaders, content: json(ref('MessageState')) },
        '404': error(['ERR_NOT_FOUND'], 'No such message on this connection.'),
        ...tokenErrors,
      },
    },
  },
  '/webhooks': {
    get: {
      tags: ['Webhooks'],
      summary: "The company's endpoints",
      security: session,
      responses: {
        '200': { description: 'The list.', content: json({ type: 'object', properties: { records: { type: 'array', items: ref('WebhookEndpoint') } } }) },
        ...webhookErrors,
      },
    },
    post: {
      tags: ['Webhooks'],
      summary: 'Add an endpoint (its secret is answered once)',
      security: session,
      requestBody: { required: true, content: json(requestSchemaOf(createWebhookSchema)) },
      responses: {
        '201': { description: 'Created, with its secret.', content: json(ref('WebhookEndpoint')) },
        '400': error(['ERR_VALIDATION'], 'A field is wrong, or the URL reaches a private address.'),
        ...webhookErrors,
      },
    },
  },
  '/webhooks/{id}': {
    put: {
      tags: ['Webhooks'],
      summary: 'Change an endpoint',
      security: session,
      parameters: [idParameter('id', 'The endpoint.')],
      requestBody: { required: true, content: json(requestSchemaOf(updateWebhookSchema)) },
      responses: {
        '200': { description: 'Changed.', content: json(ref('WebhookEndpoint')) },
        '404': error(['ERR_NOT_FOUND'], 'No such endpoint.'),
        ...webhookErrors,
      },
    },
    delete: {
      tags: ['Webhooks'],
      summary: 'Delete an endpoint and its log',
      security: session,
      parameters: [idParameter('id', 'The endpoint.')],
      responses: { '204': { description: 'Deleted.' }, '404': error(['ERR_NOT_FOUND'], 'No such endpoint.'), ...webhookErrors },
    },
  },
  '/webhooks/{id}/secret': {
    post: {
      tags: ['Webhooks'],
      summary: 'Rotate the secret (answered once)',
      security: session,
      parameters: [idParameter('id', 'The endpoint.')],
      responses: { '200': { description: 'The endpoint with its new secret.', content: json(ref('WebhookEndpoint')) }, ...webhookErrors },
    },
  },
  '/webhooks/{id}/test': {
    post: {
      tags: ['Webhooks'],
      summary: `Send a ${WebhookTestEvent} delivery`,
      security: session,
      parameters: [idParameter('id', 'The endpoint.')],
      responses: { '202': { description: 'Queued.', content: json(ref('WebhookDelivery')) }, ...webhookErrors },
    },
  },
  '/webhooks/{id}/deliveries': {
    get: {
      tags: ['Webhooks'],
      summary: 'The latest 50 deliveries',
      security: session,
      parameters: [idParameter('id', 'The endpoint.')],
      responses: {
        '200': { description: 'Newest first.', content: json({ type: 'object', properties: { records: { type: 'array', items: ref('WebhookDelivery') } } }) },
        ...webhookErrors,
      },
    },
  },
  '/webhooks/{id}/deliveries/{deliveryId}/resend': {
    post: {
      tags: ['Webhooks'],
      summary: 'Send a delivery again (same id and body)',
      security: session,
      parameters: [idParameter('id', 'The endpoint.'), { name: 'deliveryId', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } }],
      responses: {
        '202': { description: 'Queued.', content: json(ref('WebhookDelivery')) },
        '404': error(['ERR_NOT_FOUND'], 'No such delivery.'),
        ...webhookErrors,
      },
    },
  },
};

/** What a receiver gets for each event (OpenAPI 3.1 `webhooks`). */
const webhooks = Object.fromEntries(
  [...WebhookEvents, WebhookTestEvent].map((event) => [
    event,
    {
      post: {
        summary: `${event} delivery`,
        parameters: Object.values(WebhookHeaders).map((name) => ({ name, in: 'header', required: true, schema: { type: 'string' } })),
        requestBody: { content: json(ref('WebhookPayload')) },
        responses: { '200': { description: 'Any 2xx within 10 s acknowledges it; anything else is retried.' } },
      },
    },
  ]),
);

/** The document, built once per process (it depends only on the code and the rate limit). */
export const externalApiDocument = {
  openapi: '3.1.0',
  info: {
    title: 'ZapDesk external API',
    version: '6.0.0',
    description: `Send WhatsApp messages from other systems and receive signed webhooks.\n\n${MIGRATING}\n\n${WEBHOOKS_TEXT}`,
  },
  servers: [{ url: '/' }],
  tags: [
    { name: 'Messages', description: "Authenticated by the connection's token (Conexões → edit → Token)." },
    { name: 'Webhooks', description: "Admins' endpoints, with a session token." },
  ],
  paths,
  webhooks,
  components: {
    schemas,
    securitySchemes: {
      connectionToken: { type: 'http', scheme: 'bearer', description: "The connection's token (at least 32 characters)." },
      session: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: "A signed-in admin's access token." },
    },
  },
};
