import { useQuery } from '@tanstack/react-query';
import type { ContactRefDTO } from '@zapdesk/shared';
import { useDebouncedValue } from '../../../hooks/useDebouncedValue';
import { searchContacts } from '../api/tickets-api';
import { canSearchContacts } from '../new-ticket-form';
import { SEARCH_DEBOUNCE_MS } from '../ticket-query';
import { ticketKeys } from './ticket-keys';

/**
 * Contacts matching what is typed in the new-ticket dialog, 500 ms after typing stops and only from
 * 3 characters on (spec §5, §9).
 */
export function useContactSearch(text: string, enabled: boolean): { contacts: ContactRefDTO[]; isSearching: boolean } {
  const term = useDebouncedValue(text.trim().toLowerCase(), SEARCH_DEBOUNCE_MS);
  const active = enabled && canSearchContacts(term);
  const query = useQuery({ queryKey: ticketKeys.contacts(term), queryFn: () => searchContacts(term), enabled: active });
  const settling = enabled && canSearchContacts(text) && text.trim().toLowerCase() !== term;
  return { contacts: active ? (query.data?.contacts ?? []) : [], isSearching: settling || (active && query.isFetching) };
}
