import { randomBytes } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { WebhookEvent } from '@zapdesk/shared';
import type { ServiceContext } from '../../core/context.js';
import { AppError } from '../../core/errors.js';
import { checkOutboundUrl, OutboundUrlRefused } from '../../core/outbound-url.js';
import { findOrFail } from '../../core/tenancy.js';
import { WebhookEndpoint } from '../../models/index.js';

// What the webhook use-cases share: the endpoint lookup, the URL check at save, secrets, and the short-lived
// cache of each company's active endpoints that every published event consults.

/** A company's endpoint; another company's is 404. */
export const loadWebhookEndpoint = (ctx: ServiceContext, id: number) => findOrFail(WebhookEndpoint, ctx, id, 'ERR_NOT_FOUND');

/** A random signing secret (32 bytes), prefixed so a leaked one is recognisable. */
export const generateWebhookSecret = () => `whsec_${randomBytes(32).toString('hex')}`;

/** The outbound guard at save: a refused URL is 400 naming `url`, with the reason. */
export async function assertWebhookUrl(url: string): Promise<void> {
  try {
    await checkOutboundUrl(url);
  } catch (error) {
    if (error instanceof OutboundUrlRefused) throw new AppError('ERR_VALIDATION', 400, `url: ${error.message}`, { field: 'url' });
    throw error;
  }
}

export interface ActiveEndpoint {
  id: number;
  events: WebhookEvent[];
}

// Every event of every company asks which endpoints want it: the answer is kept 5 s per process (writes in this
// process forget it at once; other processes see an edit within those seconds).
const cache = new LRUCache<number, ActiveEndpoint[]>({ max: 10_000, ttl: 5_000 });

export async function activeEndpoints(companyId: number): Promise<ActiveEndpoint[]> {
  const cached = cache.get(companyId);
  if (cached) return cached;
  const rows = await WebhookEndpoint.findAll({ where: { companyId, active: true }, attributes: ['id', 'events'] });
  const endpoints = rows.map((row) => ({ id: row.id, events: row.events }));
  cache.set(companyId, endpoints);
  return endpoints;
}

/** Called after a write to a company's endpoints. */
export const forgetActiveEndpoints = (companyId: number) => cache.delete(companyId);
