import { queryOptions } from '@tanstack/react-query';
import { pagedQueryOptions } from '../../lib/paged-list';
import { fetchIntegrationOptions, fetchIntegrations } from './api';

/** Query keys of queue integrations: the integrations page's searched lists and the pickers' list. */
export const integrationKeys = {
  lists: ['integrations', 'list'] as const,
  list: (search: string) => ['integrations', 'list', search] as const,
  options: ['integrations', 'options'] as const,
};

export const integrationQueries = {
  list: (search: string) => pagedQueryOptions(integrationKeys.list(search), (pageNumber) => fetchIntegrations({ searchParam: search, pageNumber })),
  /** Without the plan flag the route answers 403: one try, and the picker shows it unavailable. */
  options: () => queryOptions({ queryKey: integrationKeys.options, queryFn: fetchIntegrationOptions, retry: false }),
};
