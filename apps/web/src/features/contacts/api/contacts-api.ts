import type { ContactDTO, ContactImportResult, ContactInput, ContactsPage } from '@zapdesk/shared';
import { api } from '../../../lib/api-client';

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
export function fetchContacts(params: ContactListQuery): Promise<ContactsPage> {
  return api.get<ContactsPage>('/contacts', { params }).then((r) => r.data);
}

/** Every contact matching the search, read page after page (the CSV export needs them all, not what is on screen). */
export async function fetchAllContacts(searchParam: string): Promise<ContactDTO[]> {
  const contacts: ContactDTO[] = [];
  for (let pageNumber = 1; ; pageNumber += 1) {
    const page = await fetchContacts({ searchParam, pageNumber });
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
