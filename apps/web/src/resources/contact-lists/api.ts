import type { ContactListDTO, ContactListImportResult, ContactListItemDTO, ContactListItemsPage, ContactListsPage } from '@zapdesk/shared';
import { api } from '../../lib/api-client';
import { toPage, type Page } from '../../lib/paged-list';

/** GET /contact-lists (docs/contract.md §7): a page by name, the search matching the name. */
export function fetchContactLists(params: { searchParam: string; pageNumber: number }): Promise<Page<ContactListDTO>> {
  return api.get<ContactListsPage>('/contact-lists', { params }).then((r) => toPage(r.data.records, r.data));
}

/** GET /contact-lists/list: every list of the company, for the campaign dialog's picker. */
export function fetchContactListOptions(): Promise<ContactListDTO[]> {
  return api.get<ContactListDTO[]>('/contact-lists/list').then((r) => r.data);
}

export function fetchContactList(id: number): Promise<ContactListDTO> {
  return api.get<ContactListDTO>(`/contact-lists/${id}`).then((r) => r.data);
}

export function createContactList(input: { name: string }): Promise<ContactListDTO> {
  return api.post<ContactListDTO>('/contact-lists', input).then((r) => r.data);
}

export function updateContactList(id: number, input: { name: string }): Promise<ContactListDTO> {
  return api.put<ContactListDTO>(`/contact-lists/${id}`, input).then((r) => r.data);
}

export function deleteContactList(id: number): Promise<void> {
  return api.delete(`/contact-lists/${id}`).then(() => undefined);
}

/** GET /contact-lists/example-spreadsheet: the sample .xlsx (columns name, number, email), fetched with the token. */
export function fetchExampleSpreadsheet(): Promise<Blob> {
  return api.get<Blob>('/contact-lists/example-spreadsheet', { responseType: 'blob' }).then((r) => r.data);
}

/** POST /contact-lists/{id}/upload (multipart file); `onProgress` gets the uploaded share, 0 to 100. */
export function importContactSpreadsheet(id: number, file: File, onProgress: (percent: number) => void): Promise<ContactListImportResult> {
  const form = new FormData();
  form.append('file', file);
  return api
    .post<ContactListImportResult>(`/contact-lists/${id}/upload`, form, {
      onUploadProgress: (event) => onProgress(event.total ? Math.round((event.loaded * 100) / event.total) : 0),
    })
    .then((r) => r.data);
}

/** POST /contact-lists/{id}/tag { tagId }: the contacts of a tag's tickets join the list. */
export function addTagContacts(id: number, tagId: number): Promise<ContactListImportResult> {
  return api.post<ContactListImportResult>(`/contact-lists/${id}/tag`, { tagId }).then((r) => r.data);
}

export interface ContactListItemInput {
  name: string;
  number: string;
  email: string;
}

/** GET /contact-list-items: one list's contacts by name; the search matches name, number or e-mail. */
export function fetchContactListItems(params: { searchParam: string; pageNumber: number; contactListId: number }): Promise<Page<ContactListItemDTO>> {
  return api.get<ContactListItemsPage>('/contact-list-items', { params }).then((r) => toPage(r.data.contacts, r.data));
}

export function createContactListItem(contactListId: number, input: ContactListItemInput): Promise<ContactListItemDTO> {
  return api.post<ContactListItemDTO>('/contact-list-items', { ...input, contactListId }).then((r) => r.data);
}

export function updateContactListItem(id: number, input: ContactListItemInput): Promise<ContactListItemDTO> {
  return api.put<ContactListItemDTO>(`/contact-list-items/${id}`, input).then((r) => r.data);
}

export function deleteContactListItem(id: number): Promise<void> {
  return api.delete(`/contact-list-items/${id}`).then(() => undefined);
}
