import { queryOptions } from '@tanstack/react-query';
import { fetchUnreadCounts } from './api';

export const unreadCountKeys = { counts: ['unread-counts'] as const };

export const unreadCountQueries = {
  counts: () => queryOptions({ queryKey: unreadCountKeys.counts, queryFn: fetchUnreadCounts }),
};
