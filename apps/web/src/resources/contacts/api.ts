import type { ContactDTO, ContactImportResult, ContactInput, ContactRefDTO, ContactsPage } from '@zapdesk/shared';
import { api } from '../../lib/api-client';
import { toPage, type Page } from '../../lib/paged-list';

/** GET /contacts/{id}: the full contact (e-mail, photo, extra info). */
export function fetchContact(id: number): Promise<ContactDTO> {
  return api.get<ContactDTO>(`/contacts/${id}`).then((r) => r.data);
}

export function createContact(input: ContactInput): Promise<ContactDTO> {
  return api.post<ContactDTO>('/contacts', input).then((r) => r.data);
}

/** PUT /contacts/{id}: extraInfo replaces the contact's whole list. */
export function updateContact(id: number, input: ContactInput): Promise<ContactDTO> {
  return api.put<ContactDTO>(`/contacts/${id}`, input).then((r) => r.data);
}

export interface ContactListQuery {
  searchParam: string;
  pageNumber: number;
}

/** GET /contacts: a page of 20 by name; the search matches the name or the digits of the number. */
function fetchContactsPage(params: ContactListQuery): Promise<ContactsPage> {
  return api.get<ContactsPage>('/contacts', { params }).then((r) => r.data);
}

/**
 * The list's page as cached: rows are contact refs, since the list shows only what a ref carries and the
 * `contact` socket event brings refs, so live rows and fetched rows have one shape.
 */
export function fetchContacts(params: ContactListQuery): Promise<Page<ContactRefDTO>> {
  return fetchContactsPage(params).then((page) => toPage<ContactRefDTO>(page.contacts, page));
}

/** The pickers' search (new ticket, schedule): the first page of contacts whose name or number matches. */
export function searchContacts(searchParam: string): Promise<ContactRefDTO[]> {
  return fetchContactsPage({ searchParam, pageNumber: 1 }).then((page) => page.contacts);
}

/** Every contact matching the search, read page after page (the CSV export needs them all, not what is on screen). */
export async function fetchAllContacts(searchParam: string): Promise<ContactDTO[]> {
  const contacts: ContactDTO[] = [];
  for (let pageNumber = 1; ; pageNumber += 1) {
    const page = await fetchContactsPage({ searchParam, pageNumber });
    contacts.push(...page.contacts);
    // An empty page ends the loop even if a server kept saying hasMore.
    if (!page.hasMore || page.contacts.length === 0) return contacts;
  }
}

/** DELETE /contacts/{id} (admins): the contact's tickets and messages go with it. */
export function deleteContact(id: number): Promise<void> {
  return api.delete(`/contacts/${id}`).then(() => undefined);
}

/** POST /contacts/import: the default connection's address book becomes contacts. */
export function importContacts(): Promise<ContactImportResult> {
  return api.post<ContactImportResult>('/contacts/import').then((r) => r.data);
}
