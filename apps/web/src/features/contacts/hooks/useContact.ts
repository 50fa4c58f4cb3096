import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContactDTO } from '@zapdesk/shared';
import { useCompanyEvent } from '../../../hooks/useCompanyEvent';
import { fetchContact } from '../api/contacts-api';
import { contactKeys } from './contact-keys';

/** One contact (GET /contacts/{id}), refetched when a `contact` event says someone changed it. */
export function useContact(contactId: number | null | undefined, enabled = true) {
  const queryClient = useQueryClient();
  const active = enabled && typeof contactId === 'number';
  const query = useQuery({
    queryKey: contactKeys.detail(contactId ?? 0),
    queryFn: () => fetchContact(contactId ?? 0),
    enabled: active,
  });

  useCompanyEvent(
    'contact',
    (payload) => {
      const changedId = payload.action === 'delete' ? payload.contactId : payload.contact.id;
      if (changedId === contactId) void queryClient.invalidateQueries({ queryKey: contactKeys.detail(changedId) });
    },
    active,
  );

  return query;
}

/** Puts a saved contact into the cache, so every open drawer shows it without a refetch. */
export function useStoreContact(): (contact: ContactDTO) => void {
  const queryClient = useQueryClient();
  return useCallback((contact: ContactDTO) => queryClient.setQueryData(contactKeys.detail(contact.id), contact), [queryClient]);
}
