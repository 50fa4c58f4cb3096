import * as yup from 'yup';
import { WebhookEvents } from '@zapdesk/shared';

// Webhook endpoints (§10 External API and webhooks), admins only. These schemas validate the routes and are
// documented in the OpenAPI document (external-api/external-api.openapi.ts).

const doc = (description: string, extra: Record<string, unknown> = {}) => ({ jsonSchema: { description, ...extra } });

const url = yup
  .string()
  .trim()
  .max(2000)
  .meta(doc('Where deliveries are POSTed: http(s), a public address (checked after DNS resolution).', { examples: ['https://shop.example.com/zapdesk'] }));
const events = yup.array(yup.string().oneOf(WebhookEvents).required()).min(1).max(WebhookEvents.length).meta(doc('The events this endpoint receives.'));
const description = yup.string().trim().max(255).meta(doc("A note for the company's admins."));
const active = yup.boolean().meta(doc('Inactive endpoints receive nothing.'));

export const createWebhookSchema = yup.object({
  url: url.required(),
  events: events.required(),
  description: description.default(''),
  active: active.default(true),
});

export const updateWebhookSchema = yup.object({
  url: url.optional(),
  events: events.optional(),
  description: description.optional(),
  active: active.optional(),
});

export type CreateWebhookInput = yup.InferType<typeof createWebhookSchema>;
export type UpdateWebhookInput = yup.InferType<typeof updateWebhookSchema>;
