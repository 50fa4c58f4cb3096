import type { QueryClient } from '@tanstack/react-query';
import type { WebhookEndpointDTO } from '@zapdesk/shared';
import { applyToCachedArray, type RowChange } from '../../lib/paged-list';
import { webhookKeys } from './keys';

/** Puts a saved or deleted endpoint into the cached list (in creation order, as the API lists them); the secret never stays in a cache. */
export function applyWebhookChange(queryClient: QueryClient, change: RowChange<WebhookEndpointDTO>): void {
  const kept: RowChange<WebhookEndpointDTO> = change.type === 'remove' ? change : { ...change, row: withoutSecret(change.row) };
  applyToCachedArray(queryClient, webhookKeys.list, kept, (a, b) => a.id - b.id);
}

function withoutSecret(endpoint: WebhookEndpointDTO): WebhookEndpointDTO {
  const { secret: _secret, ...rest } = endpoint;
  return rest;
}
