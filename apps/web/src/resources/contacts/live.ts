import type { QueryClient } from '@tanstack/react-query';
import type { CompanyEventPayloads, ContactRefDTO } from '@zapdesk/shared';
import { applyToPagedLists, textMatches, type ListRule, type RowChange } from '../../lib/paged-list';
import type { LiveApplier } from '../../live/live-events';
import { contactKeys } from './keys';

/** GET /contacts: by name; the search matches the name (any case) or the digits of the number, as the API does. */
export const contactListRule: ListRule<ContactRefDTO> = {
  matches: (contact, search) => {
    if (textMatches(search, contact.name)) return true;
    const digits = search.replace(/\D/g, '');
    return digits !== '' && (contact.number ?? '').includes(digits);
  },
  compare: (a, b) => a.name.localeCompare(b.name) || a.id - b.id,
};

export function contactChange(payload: CompanyEventPayloads['contact']): RowChange<ContactRefDTO> {
  return payload.action === 'delete' ? { type: 'remove', id: payload.contactId } : { type: 'upsert', row: payload.contact, isNew: payload.action === 'create' };
}

/** Puts a saved or deleted contact into the contacts page's lists; an open contact (drawer) is read again. */
export function applyContactChange(queryClient: QueryClient, change: RowChange<ContactRefDTO>): void {
  applyToPagedLists(queryClient, contactKeys.lists, change, contactListRule);
  const id = change.type === 'remove' ? change.id : change.row.id;
  void queryClient.invalidateQueries({ queryKey: contactKeys.detail(id) });
  void queryClient.invalidateQueries({ queryKey: contactKeys.searches });
}

export const applyContactEvent: LiveApplier<'contact'> = (queryClient, payload) => applyContactChange(queryClient, contactChange(payload));
