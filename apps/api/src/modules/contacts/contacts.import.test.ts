import { describe, expect, it } from 'vitest';
import { contactImportResultSchema } from '@zapdesk/shared';
import { AddressBookEntry, Contact } from '../../models/index.js';
import { expectDto } from '../../test/expect-dto.js';
import { createTenant } from '../../test/factories.js';
import { api, bearer } from '../../test/http.js';
import { pipelineTenant } from '../messages/testing/pipeline.js';
import { eventPayloads, makeContact } from './contacts.test-kit.js';

const ANA = '5511911110001';
const BRUNO = '5511911110002';
const CARLA = '5511911110004';
const DANI = '5511911110005';

const entriesOf = (companyId: number) =>
  AddressBookEntry.findAll({ where: { companyId }, order: [['id', 'ASC']], attributes: ['lid', 'number', 'name', 'pushName'] }).then((rows) =>
    rows.map((row) => row.get({ plain: true })),
  );
const contactsOf = (companyId: number) =>
  Contact.findAll({ where: { companyId }, order: [['name', 'ASC']] }).then((rows) => rows.map(({ name, number, lid }) => ({ name, number, lid })));

/** A company whose default connection's phone synced its address book through the pipeline. */
async function syncedTenant() {
  const t = await pipelineTenant();
  await t.connection.update({ isDefault: true });
  await t.receive({
    type: 'contacts',
    contacts: [
      { phone: ANA, name: 'Ana Agenda', pushName: 'Aninha' },
      // Saved on the phone, but WhatsApp told only the LID so far.
      { lid: '7788@lid', name: 'Bruno' },
      // Wrote once, never saved: not part of the address book.
      { phone: '5511911110003', pushName: 'Desconhecido' },
      { phone: CARLA, name: 'Carla' },
      { phone: DANI, name: 'Dani' },
    ],
  });
  // Later, the LID ↔ phone pair of Bruno arrives (lid-mapping.update): it completes his entry.
  await t.receive({ type: 'contacts', contacts: [{ lid: '7788@lid', phone: BRUNO }] });
  return t;
}

describe('address book sync (pipeline contacts events)', () => {
  it('records the people saved on the phone, completing their identities, and nobody else', async () => {
    const t = await syncedTenant();
    expect(await entriesOf(t.company.id)).toEqual([
      { lid: null, number: ANA, name: 'Ana Agenda', pushName: 'Aninha' },
      { lid: '7788@lid', number: BRUNO, name: 'Bruno', pushName: null },
      { lid: null, number: CARLA, name: 'Carla', pushName: null },
      { lid: null, number: DANI, name: 'Dani', pushName: null },
    ]);
    // A sync alone never creates contacts.
    expect(await contactsOf(t.company.id)).toEqual([]);
    // The same person again (a renamed entry) updates the entry instead of adding one.
    await t.receive({ type: 'contacts', contacts: [{ phone: ANA, lid: '1122@lid', name: 'Ana Souza' }] });
    expect((await entriesOf(t.company.id))[0]).toEqual({ lid: '1122@lid', number: ANA, name: 'Ana Souza', pushName: 'Aninha' });
  });
});

describe('POST /contacts/import', () => {
  it("turns the default connection's address book into contacts, completing known ones without renaming them", async () => {
    const t = await syncedTenant();
    // Known before the import: one still named after its number (a placeholder), one an attendant named.
    await makeContact(t.company, { name: CARLA, number: CARLA });
    await makeContact(t.company, { name: 'Cliente VIP', number: DANI });

    const res = await api().post('/contacts/import').set(bearer(t.agent.token));
    expect(res.status).toBe(200);
    expectDto(contactImportResultSchema, res.body);
    expect(res.body).toEqual({ created: 2, updated: 1 });
    expect(await contactsOf(t.company.id)).toEqual([
      { name: 'Ana Agenda', number: ANA, lid: null },
      { name: 'Bruno', number: BRUNO, lid: '7788@lid' },
      { name: 'Carla', number: CARLA, lid: null },
      { name: 'Cliente VIP', number: DANI, lid: null },
    ]);
    const ana = await Contact.findOne({ where: { companyId: t.company.id, number: ANA } });
    expect(ana?.whatsappId).toBe(t.connection.id);
    const events = eventPayloads(t.company, 'contact') as { action: string; contact: { name: string; whatsapp: unknown } }[];
    expect(events.map((e) => `${e.action} ${e.contact.name}`)).toEqual(['create Ana Agenda', 'create Bruno', 'update Carla']);
    expect(events[0].contact.whatsapp).toEqual({ id: t.connection.id, name: t.connection.name });

    // Importing again finds everyone already there.
    expect((await api().post('/contacts/import').set(bearer(t.agent.token))).body).toEqual({ created: 0, updated: 0 });
    expect(await Contact.count({ where: { companyId: t.company.id } })).toBe(4);
  });

  it("reads only the company's own default connection", async () => {
    const t = await syncedTenant();
    const other = await pipelineTenant();
    await other.connection.update({ isDefault: true });
    const res = await api().post('/contacts/import').set(bearer(other.agent.token));
    expect(res.body).toEqual({ created: 0, updated: 0 });
    expect(await Contact.count({ where: { companyId: other.company.id } })).toBe(0);
    expect(await Contact.count({ where: { companyId: t.company.id } })).toBe(0);
  });

  it('answers 404 ERR_NO_DEF_WAPP_FOUND without a default connection, and 401 without a token', async () => {
    const { agent } = await createTenant();
    const res = await api().post('/contacts/import').set(bearer(agent.token));
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('ERR_NO_DEF_WAPP_FOUND');
    expect((await api().post('/contacts/import')).status).toBe(401);
  });
});
