import type { QueryClient } from '@tanstack/react-query';
import type { ContactListDTO, ContactListItemDTO } from '@zapdesk/shared';
import { applyToCachedArray, applyToPagedLists, textMatches, type ListRule, type RowChange } from '../../lib/paged-list';
import type { LiveApplier, LivePayloads } from '../../live/live-events';
import { contactListKeys } from './keys';

const byName = <T extends { name: string; id: number }>(a: T, b: T) => a.name.localeCompare(b.name) || a.id - b.id;

/** GET /contact-lists: by name; the search matches the name. */
export const contactListRule: ListRule<ContactListDTO> = { matches: (row, search) => textMatches(search, row.name), compare: byName };

/** GET /contact-list-items: by name; the search matches name, number or e-mail. */
export const contactListItemRule: ListRule<ContactListItemDTO> = {
  matches: (row, search) => textMatches(search, row.name, row.number, row.email),
  compare: byName,
};

export function contactListChange(payload: LivePayloads['ContactList']): RowChange<ContactListDTO> {
  return payload.action === 'delete' ? { type: 'remove', id: payload.id } : { type: 'upsert', row: payload.record, isNew: payload.action === 'create' };
}

export function applyContactListChange(queryClient: QueryClient, change: RowChange<ContactListDTO>): void {
  applyToPagedLists(queryClient, contactListKeys.lists, change, contactListRule);
  applyToCachedArray(queryClient, contactListKeys.options, change, byName);
  if (change.type === 'upsert') queryClient.setQueryData(contactListKeys.detail(change.row.id), change.row);
}

export const applyContactListEvent: LiveApplier<'ContactList'> = (queryClient, payload) => applyContactListChange(queryClient, contactListChange(payload));

/** A contact of one list changed: only that list's cached pages hold it (a removal is looked for in every list). */
export function applyContactListItemChange(queryClient: QueryClient, change: RowChange<ContactListItemDTO>): void {
  const listsKey = change.type === 'upsert' ? contactListKeys.itemsOf(change.row.contactListId) : contactListKeys.items;
  if (change.type === 'upsert') {
    applyToPagedLists(queryClient, listsKey, change, contactListItemRule);
    return;
  }
  for (const [key] of queryClient.getQueriesData({ queryKey: contactListKeys.items })) {
    if (typeof key[1] === 'number') applyToPagedLists(queryClient, contactListKeys.itemsOf(key[1]), change, contactListItemRule);
  }
}

/** An import announces `reload`: that list's contacts are read again. */
export const applyContactListItemEvent: LiveApplier<'ContactListItem'> = (queryClient, payload) => {
  if (payload.action === 'reload') {
    void queryClient.invalidateQueries({ queryKey: contactListKeys.itemsOf(payload.contactListId) });
    return;
  }
  applyContactListItemChange(
    queryClient,
    payload.action === 'delete' ? { type: 'remove', id: payload.id } : { type: 'upsert', row: payload.record, isNew: payload.action === 'create' },
  );
};
