import { queryOptions } from '@tanstack/react-query';
import { pagedQueryOptions } from '../../lib/paged-list';
import { fetchQuickMessages, fetchUsableQuickMessages } from './api';

/** Query keys of quick replies: the page's searched lists and the message input's suggestions. */
export const quickMessageKeys = {
  lists: ['quick-messages', 'list'] as const,
  list: (search: string) => ['quick-messages', 'list', search] as const,
  usable: ['quick-messages', 'usable'] as const,
};

export const quickMessageQueries = {
  list: (search: string) => pagedQueryOptions(quickMessageKeys.list(search), (pageNumber) => fetchQuickMessages({ searchParam: search, pageNumber })),
  /** Fetched the first time the attendant types '/', then kept current by the `quickmessage` event. */
  usable: (companyId: number, userId: number) =>
    queryOptions({ queryKey: quickMessageKeys.usable, queryFn: () => fetchUsableQuickMessages({ companyId, userId }), staleTime: 60_000 }),
};
