import { describe, expect, it } from 'vitest';
import {
  addTagContacts,
  createContactList,
  createContactListItem,
  deleteContactList,
  fetchContactList,
  fetchContactListItems,
  fetchContactListOptions,
  fetchContactLists,
  importContactSpreadsheet,
  updateContactList,
  updateContactListItem,
} from '../resources/contact-lists/api';
import { expectChecked, seed } from './kit';

describe('contact list fetchers against the API', () => {
  it('the lists and their numbers: create, read (pages, picker, one) and update answer their DTOs', async () => {
    const list = await createContactList({ name: 'Lista contrato' });
    expect(list).toMatchObject({ name: 'Lista contrato', contactsCount: 0 });
    const item = await createContactListItem(list.id, { name: 'Carla', number: '5511955556666', email: 'carla@exemplo.com' });
    expect(item).toMatchObject({ contactListId: list.id, number: '5511955556666', isWhatsappValid: null });
    expect(await updateContactListItem(item.id, { name: 'Carla Dias', number: item.number, email: item.email })).toMatchObject({ name: 'Carla Dias' });
    expect((await fetchContactListItems({ searchParam: '', pageNumber: 1, contactListId: list.id })).rows.map((i) => i.id)).toEqual([item.id]);
    expect((await fetchContactLists({ searchParam: 'lista contrato', pageNumber: 1 })).rows).toEqual([
      expect.objectContaining({ id: list.id, contactsCount: 1 }),
    ]);
    expect((await fetchContactListOptions()).map((l) => l.id)).toContain(list.id);
    expect(await fetchContactList(list.id)).toMatchObject({ id: list.id, contactsCount: 1 });
    expect(await updateContactList(list.id, { name: 'Lista contrato 2' })).toMatchObject({ name: 'Lista contrato 2' });
    await deleteContactList(list.id);
    expectChecked(
      'POST /contact-lists',
      'POST /contact-list-items',
      `PUT /contact-list-items/${item.id}`,
      'GET /contact-list-items',
      'GET /contact-lists',
      'GET /contact-lists/list',
      `GET /contact-lists/${list.id}`,
      `PUT /contact-lists/${list.id}`,
    );
  });

  it("a spreadsheet import and a tag's contacts answer the import result: counts and refused rows by line", async () => {
    const list = await createContactList({ name: 'Lista importada contrato' });
    const csv = new File(['name;number;email\nLia;5511977776666;\nSem número;;\n'], 'lista.csv', { type: 'text/csv' });
    expect(await importContactSpreadsheet(list.id, csv, () => undefined)).toEqual({
      created: 1,
      updated: 0,
      errors: [{ line: 3, message: 'number: Required' }],
    });
    // The seeded ticket's contact carries the seeded tag.
    expect(await addTagContacts(list.id, seed.tagId)).toEqual({ created: 1, updated: 0, errors: [] });
    await deleteContactList(list.id);
    expectChecked(`POST /contact-lists/${list.id}/upload`, `POST /contact-lists/${list.id}/tag`);
  });
});
