import type { WebhookEndpointDTO } from '@zapdesk/shared';
import type { ServiceContext } from '../../core/context.js';
import { WebhookEndpoint } from '../../models/index.js';
import { assertWebhookUrl, forgetActiveEndpoints, generateWebhookSecret, loadWebhookEndpoint } from './webhook-endpoints.js';
import { presentWebhookEndpoint } from './webhooks.presenter.js';
import type { CreateWebhookInput, UpdateWebhookInput } from './webhooks.schemas.js';

// The admins' small CRUD of a company's webhook endpoints (routes: webhooks.routes.ts, admins only). The secret
// is answered once, by create and rotate; the URL passes the outbound guard at every save that sets it.

export async function listWebhooks(ctx: ServiceContext): Promise<{ records: WebhookEndpointDTO[] }> {
  const rows = await WebhookEndpoint.findAll({ where: { companyId: ctx.companyId }, order: [['id', 'ASC']] });
  return { records: rows.map((row) => presentWebhookEndpoint(row)) };
}

export async function createWebhook(ctx: ServiceContext, input: CreateWebhookInput): Promise<WebhookEndpointDTO> {
  await assertWebhookUrl(input.url);
  const endpoint = await WebhookEndpoint.create({ ...input, events: [...new Set(input.events)], secret: generateWebhookSecret(), companyId: ctx.companyId });
  forgetActiveEndpoints(ctx.companyId);
  return presentWebhookEndpoint(endpoint, { withSecret: true });
}

export async function updateWebhook(ctx: ServiceContext, id: number, input: UpdateWebhookInput): Promise<WebhookEndpointDTO> {
  const endpoint = await loadWebhookEndpoint(ctx, id);
  if (input.url !== undefined) await assertWebhookUrl(input.url);
  await endpoint.update({ ...input, ...(input.events && { events: [...new Set(input.events)] }) });
  forgetActiveEndpoints(ctx.companyId);
  return presentWebhookEndpoint(endpoint);
}

/** A new secret, answered once; deliveries signed from now on use it (retries included). */
export async function rotateWebhookSecret(ctx: ServiceContext, id: number): Promise<WebhookEndpointDTO> {
  const endpoint = await loadWebhookEndpoint(ctx, id);
  await endpoint.update({ secret: generateWebhookSecret() });
  return presentWebhookEndpoint(endpoint, { withSecret: true });
}

/** Deletes the endpoint and its delivery log (the schema's cascade); retries still queued find nothing and stop. */
export async function deleteWebhook(ctx: ServiceContext, id: number): Promise<void> {
  const endpoint = await loadWebhookEndpoint(ctx, id);
  await endpoint.destroy();
  forgetActiveEndpoints(ctx.companyId);
}
