import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { fetchContactList, fetchContactListItems, fetchContactListOptions, fetchContactLists } from './api';

const nextPage = <P extends { hasMore: boolean }>(last: P, pages: P[]) => (last.hasMore ? pages.length + 1 : undefined);

/** Query keys of contact lists and their contacts (items). */
export const contactListKeys = {
  all: ['contact-lists'] as const,
  lists: ['contact-lists', 'list'] as const,
  list: (search: string) => ['contact-lists', 'list', search] as const,
  options: ['contact-lists', 'options'] as const,
  detail: (id: number) => ['contact-lists', 'detail', id] as const,
  items: ['contact-list-items'] as const,
  itemsOf: (contactListId: number) => ['contact-list-items', contactListId] as const,
  itemList: (contactListId: number, search: string) => ['contact-list-items', contactListId, search] as const,
};

export const contactListQueries = {
  list: (search: string) =>
    infiniteQueryOptions({
      queryKey: contactListKeys.list(search),
      queryFn: ({ pageParam }) => fetchContactLists({ searchParam: search, pageNumber: pageParam }),
      initialPageParam: 1,
      getNextPageParam: nextPage,
    }),
  options: () => queryOptions({ queryKey: contactListKeys.options, queryFn: fetchContactListOptions }),
  detail: (id: number) => queryOptions({ queryKey: contactListKeys.detail(id), queryFn: () => fetchContactList(id) }),
  /** One list's contacts; bound to the list so usePagedList takes it as `(search) => …`. */
  items: (contactListId: number) => (search: string) =>
    infiniteQueryOptions({
      queryKey: contactListKeys.itemList(contactListId, search),
      queryFn: ({ pageParam }) => fetchContactListItems({ searchParam: search, pageNumber: pageParam, contactListId }),
      initialPageParam: 1,
      getNextPageParam: nextPage,
    }),
};
