import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { fetchFileListOptions, fetchFileLists } from './api';

/** Query keys of file lists: the page's searched lists and the whole list the pickers read. */
export const fileListKeys = {
  lists: ['files', 'list'] as const,
  list: (search: string) => ['files', 'list', search] as const,
  options: ['files', 'options'] as const,
};

export const fileListQueries = {
  list: (search: string) =>
    infiniteQueryOptions({
      queryKey: fileListKeys.list(search),
      queryFn: ({ pageParam }) => fetchFileLists({ searchParam: search, pageNumber: pageParam }),
      initialPageParam: 1,
      getNextPageParam: (last, pages) => (last.hasMore ? pages.length + 1 : undefined),
    }),
  options: () => queryOptions({ queryKey: fileListKeys.options, queryFn: fetchFileListOptions }),
};
