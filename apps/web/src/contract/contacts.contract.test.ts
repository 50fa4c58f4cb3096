import { describe, expect, it } from 'vitest';
import { createContact, fetchAllContacts, fetchContact, fetchContacts, importContacts, updateContact } from '../resources/contacts/api';
import { expectChecked, seed } from './kit';

describe('contact fetchers against the API', () => {
  it('GET /contacts and GET /contacts/:id: the seeded contact with its extra info and connection', async () => {
    const page = await fetchContacts({ searchParam: 'maria contrato', pageNumber: 1 });
    expect(page.rows.map((c) => c.id)).toEqual([seed.contactId]);
    const [everything] = await fetchAllContacts('maria contrato');
    expect(everything.extraInfo).toEqual([{ id: expect.any(Number), name: 'CPF', value: '123' }]);
    const contact = await fetchContact(seed.contactId);
    expect(contact).toMatchObject({ id: seed.contactId, name: 'Maria Contrato', number: '5511988887777', companyId: seed.companyId });
    expectChecked('GET /contacts', `GET /contacts/${seed.contactId}`);
  });

  it('POST /contacts and PUT /contacts/:id answer the contact DTO', async () => {
    const created = await createContact({ name: 'José Contrato', number: '5511977776666', extraInfo: [{ name: 'Plano', value: 'Ouro' }] });
    expect(created).toMatchObject({ name: 'José Contrato', extraInfo: [{ name: 'Plano', value: 'Ouro' }] });
    const updated = await updateContact(created.id, { name: 'José C.', number: '5511977776666', extraInfo: [] });
    expect(updated).toMatchObject({ id: created.id, name: 'José C.', extraInfo: [] });
    expectChecked('POST /contacts', `PUT /contacts/${created.id}`);
  });

  it("POST /contacts/import answers the import's counts", async () => {
    // The seeded sandbox connection is the default one, but no WhatsApp process runs beside this API, so no phone
    // synced an address book: nothing to import, and the answer's shape is what this checks.
    expect(await importContacts()).toEqual({ created: 0, updated: 0 });
    expectChecked('POST /contacts/import');
  });
});
