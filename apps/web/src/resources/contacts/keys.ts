import { queryOptions } from '@tanstack/react-query';
import { pagedQueryOptions } from '../../lib/paged-list';
import { fetchContact, fetchContacts, searchContacts } from './api';

/** Query keys of contacts: the contacts page's searched lists, one contact, and the pickers' searches. */
export const contactKeys = {
  lists: ['contacts', 'list'] as const,
  list: (search: string) => ['contacts', 'list', search] as const,
  details: ['contacts', 'detail'] as const,
  detail: (id: number) => ['contacts', 'detail', id] as const,
  searches: ['contacts', 'search'] as const,
  search: (term: string) => ['contacts', 'search', term] as const,
};

export const contactQueries = {
  list: (search: string) => pagedQueryOptions(contactKeys.list(search), (pageNumber) => fetchContacts({ searchParam: search, pageNumber })),
  detail: (id: number) => queryOptions({ queryKey: contactKeys.detail(id), queryFn: () => fetchContact(id) }),
  /** The first page of matches (new-ticket dialog, schedule picker). */
  search: (term: string) => queryOptions({ queryKey: contactKeys.search(term), queryFn: () => searchContacts(term) }),
};
