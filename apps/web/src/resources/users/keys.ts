import { queryOptions } from '@tanstack/react-query';
import { pagedQueryOptions } from '../../lib/paged-list';
import { fetchUserOptions, fetchUsers } from './api';

/** Query keys of users: the admins' searched lists and the one list of choices every user picker reads. */
export const userKeys = {
  lists: ['users', 'list'] as const,
  list: (search: string) => ['users', 'list', search] as const,
  options: ['users', 'options'] as const,
};

export const userQueries = {
  list: (search: string) => pagedQueryOptions(userKeys.list(search), (pageNumber) => fetchUsers({ searchParam: search, pageNumber })),
  options: () => queryOptions({ queryKey: userKeys.options, queryFn: fetchUserOptions }),
};
