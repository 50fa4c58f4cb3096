import { useQuery } from '@tanstack/react-query';
import type { ContactRefDTO } from '@zapdesk/shared';
import { useDebouncedValue } from '../../hooks/useDebouncedValue';
import { SEARCH_DEBOUNCE_MS } from '../tickets/ticket-query';
import { contactQueries } from './keys';

/** Contacts are searched on the server from 3 typed characters on (spec §5, §9). */
export const CONTACT_SEARCH_MIN_LENGTH = 3;

export function canSearchContacts(text: string): boolean {
  return text.trim().length >= CONTACT_SEARCH_MIN_LENGTH;
}

/**
 * Contacts matching what is typed in a contact picker (new ticket, forward), 500 ms after typing stops and only
 * from 3 characters on.
 */
export function useContactSearch(text: string, enabled: boolean): { contacts: ContactRefDTO[]; isSearching: boolean } {
  const term = useDebouncedValue(text.trim().toLowerCase(), SEARCH_DEBOUNCE_MS);
  const active = enabled && canSearchContacts(term);
  const query = useQuery({ ...contactQueries.search(term), enabled: active });
  const settling = enabled && canSearchContacts(text) && text.trim().toLowerCase() !== term;
  return { contacts: active ? (query.data ?? []) : [], isSearching: settling || (active && query.isFetching) };
}
