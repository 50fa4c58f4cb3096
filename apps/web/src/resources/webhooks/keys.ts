import { queryOptions } from '@tanstack/react-query';
import { fetchWebhookDeliveries, fetchWebhooks } from './api';

/** Query keys of webhook endpoints and of each one's delivery log. */
export const webhookKeys = {
  all: ['webhooks'] as const,
  list: ['webhooks', 'list'] as const,
  deliveries: (id: number) => ['webhooks', 'deliveries', id] as const,
};

export const webhookQueries = {
  list: () => queryOptions({ queryKey: webhookKeys.list, queryFn: fetchWebhooks }),
  deliveries: (id: number) => queryOptions({ queryKey: webhookKeys.deliveries(id), queryFn: () => fetchWebhookDeliveries(id) }),
};
