import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { fetchCampaign, fetchCampaigns } from './api';

/** Query keys of campaigns: the list page's searched lists and one campaign (the report). */
export const campaignKeys = {
  lists: ['campaigns', 'list'] as const,
  list: (search: string) => ['campaigns', 'list', search] as const,
  detail: (id: number) => ['campaigns', 'detail', id] as const,
};

export const campaignQueries = {
  list: (search: string) =>
    infiniteQueryOptions({
      queryKey: campaignKeys.list(search),
      queryFn: ({ pageParam }) => fetchCampaigns({ searchParam: search, pageNumber: pageParam }),
      initialPageParam: 1,
      getNextPageParam: (last, pages) => (last.hasMore ? pages.length + 1 : undefined),
    }),
  detail: (id: number) => queryOptions({ queryKey: campaignKeys.detail(id), queryFn: () => fetchCampaign(id) }),
};
