import { useCallback } from 'react';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import type { ContactRefDTO } from '@zapdesk/shared';
import { useCompanyEvent } from '../../../hooks/useCompanyEvent';
import { fetchContacts } from '../api/contacts-api';
import { flattenContacts, matchesContactSearch, removeContact, upsertContact, type ContactsData } from '../contacts-cache';
import { contactKeys } from './contact-keys';

export type ContactChange = { type: 'upsert'; contact: ContactRefDTO; isNew: boolean } | { type: 'remove'; contactId: number };

/** Applies a created, edited or deleted contact to every cached contacts list (each keeps its own search). */
export function useApplyContactChange(): (change: ContactChange) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (change: ContactChange) => {
      for (const [key, data] of queryClient.getQueriesData<ContactsData>({ queryKey: contactKeys.lists })) {
        if (!data) continue;
        const searchParam = typeof key[2] === 'string' ? key[2] : '';
        queryClient.setQueryData<ContactsData>(
          key,
          change.type === 'remove'
            ? removeContact(data, change.contactId)
            : upsertContact(data, change.contact, change.isNew && matchesContactSearch(change.contact, searchParam)),
        );
      }
    },
    [queryClient],
  );
}

/** The company's contacts page by page (20 each, spec §9 scrolling), kept current by the `contact` socket event. */
export function useContactList(searchParam: string) {
  const query = useInfiniteQuery({
    queryKey: contactKeys.list(searchParam),
    queryFn: ({ pageParam }) => fetchContacts({ searchParam, pageNumber: pageParam }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.hasMore ? pages.length + 1 : undefined),
  });
  const applyChange = useApplyContactChange();

  useCompanyEvent('contact', (payload) => {
    if (payload.action === 'delete') applyChange({ type: 'remove', contactId: payload.contactId });
    else applyChange({ type: 'upsert', contact: payload.contact, isNew: payload.action === 'create' });
  });

  return {
    contacts: flattenContacts(query.data),
    hasMore: query.hasNextPage,
    loadMore: query.fetchNextPage,
    isLoading: query.isPending,
    isLoadingMore: query.isFetchingNextPage,
    isError: query.isError,
  };
}
