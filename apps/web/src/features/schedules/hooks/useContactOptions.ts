import { useQuery } from '@tanstack/react-query';
import { fetchContact, searchContacts } from '../api/schedules-api';
import { useDebouncedValue } from '../../../hooks/useDebouncedValue';
import { scheduleKeys } from './schedule-keys';

/** Spec §9: schedule forms wait 400 ms after typing. */
export const CONTACT_SEARCH_DEBOUNCE_MS = 400;

/** Contacts matching what is typed in the schedule's contact picker (the first 20 by name when empty). */
export function useContactOptions(text: string, enabled: boolean) {
  const searchParam = useDebouncedValue(text.trim(), CONTACT_SEARCH_DEBOUNCE_MS);
  const query = useQuery({ queryKey: scheduleKeys.contactSearch(searchParam), queryFn: () => searchContacts(searchParam), enabled });
  return { contacts: query.data ?? [], isSearching: query.isFetching };
}

/** The contact named by /schedules?contactId=, to show in the create dialog. */
export function usePresetContact(id: number | null) {
  return useQuery({ queryKey: scheduleKeys.contact(id ?? 0), queryFn: () => fetchContact(id ?? 0), enabled: id !== null, retry: false });
}
