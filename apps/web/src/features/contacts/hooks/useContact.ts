import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContactDTO } from '@zapdesk/shared';
import { contactKeys, contactQueries } from '../../../resources/contacts/keys';

/** One contact (GET /contacts/{id}); LiveSyncProvider reads it again when a `contact` event says someone changed it. */
export function useContact(contactId: number | null | undefined, enabled = true) {
  return useQuery({ ...contactQueries.detail(contactId ?? 0), enabled: enabled && typeof contactId === 'number' });
}

/** Puts a saved contact into the cache, so every open drawer shows it without a refetch. */
export function useStoreContact(): (contact: ContactDTO) => void {
  const queryClient = useQueryClient();
  return useCallback((contact: ContactDTO) => queryClient.setQueryData(contactKeys.detail(contact.id), contact), [queryClient]);
}
