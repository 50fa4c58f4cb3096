import { describe, expect, it } from 'vitest';
import { systemContext } from '../../core/context.js';
import { inTransaction } from '../../core/transaction.js';
import { Contact } from '../../models/index.js';
import { pipelineTenant, published } from '../messages/testing/pipeline.js';
import { createCompany } from '../../test/factories.js';
import { useWhatsappProcess, withWhatsappProcessDown } from '../../test/whatsapp-process.js';
import { refreshProfilePicture } from './refresh-profile-picture.js';
import { resolveContact, resolveGroupContact } from './resolve-contact.js';
import { updateContactIdentities } from './update-contact-identities.js';

const LID = '210987654321012@lid';
const PHONE = '5511987654321';

const contactsOf = (companyId: number) => Contact.findAll({ where: { companyId }, order: [['id', 'ASC']] });
const resolve = (companyId: number, whatsappId: number, identity: Parameters<typeof resolveContact>[2]) =>
  inTransaction(systemContext(companyId, 'test'), (tx) => resolveContact(tx, whatsappId, identity));

// The profile pictures come from the sandbox phone of a real whatsapp process: numbers ending in 4242 show one.
const whatsappProcess = useWhatsappProcess();

describe('resolveContact', () => {
  it('creates a contact named after the push name, or after the number without one', async () => {
    const { company, connection } = await pipelineTenant();
    const named = await resolve(company.id, connection.id, { phone: PHONE, pushName: ' Maria ' });
    const unnamed = await resolve(company.id, connection.id, { phone: '5511900001111' });
    expect(named).toMatchObject({ created: true, contact: { name: 'Maria', number: PHONE, lid: null, whatsappId: connection.id } });
    expect(unnamed?.contact.name).toBe('5511900001111');
  });

  it('keeps one contact for a person seen first by LID, then with both, then by phone alone', async () => {
    const { company, connection } = await pipelineTenant();
    const byLid = await resolve(company.id, connection.id, { lid: LID });
    expect(byLid).toMatchObject({ created: true, contact: { lid: LID, number: null, name: '210987654321012' } });
    const both = await resolve(company.id, connection.id, { lid: LID, phone: PHONE, pushName: 'Maria' });
    // The number is learnt, and the placeholder name gives way to the push name.
    expect(both).toMatchObject({ created: false, changed: true, contact: { id: byLid?.contact.id, lid: LID, number: PHONE, name: 'Maria' } });
    const byPhone = await resolve(company.id, connection.id, { phone: PHONE, pushName: 'Outro nome' });
    expect(byPhone).toMatchObject({ created: false, changed: false, contact: { id: byLid?.contact.id, name: 'Maria' } });
    expect(await contactsOf(company.id)).toHaveLength(1);
  });

  it('keeps one contact for a person seen first by phone, then by LID with the phone, then by LID alone', async () => {
    const { company, connection } = await pipelineTenant();
    const byPhone = await resolve(company.id, connection.id, { phone: PHONE, pushName: 'Maria' });
    await resolve(company.id, connection.id, { lid: LID, phone: PHONE });
    const byLid = await resolve(company.id, connection.id, { lid: LID });
    expect(byLid?.contact).toMatchObject({ id: byPhone?.contact.id, lid: LID, number: PHONE, name: 'Maria' });
    expect(await contactsOf(company.id)).toHaveLength(1);
  });

  it('never renames a contact an attendant named', async () => {
    const { company, connection } = await pipelineTenant();
    await Contact.create({ name: 'Cliente VIP', number: PHONE, companyId: company.id });
    const found = await resolve(company.id, connection.id, { phone: PHONE, pushName: 'maria123' });
    expect(found?.contact.name).toBe('Cliente VIP');
  });

  it('answers null for an empty identity and never looks at another company', async () => {
    const { company, connection } = await pipelineTenant();
    const other = await createCompany();
    await Contact.create({ name: 'Other', number: PHONE, companyId: other.id });
    expect(await resolve(company.id, connection.id, {})).toBeNull();
    expect((await resolve(company.id, connection.id, { phone: PHONE }))?.created).toBe(true);
  });

  it('settles two transactions creating the same person at once on one contact', async () => {
    const { company, connection } = await pipelineTenant();
    // Each pair of these shares an identity, so the unique indexes make them settle. (A LID-only and a phone-only
    // message that both commit first make two contacts by design: completeIdentity never merges them.)
    const results = await Promise.all([
      resolve(company.id, connection.id, { lid: LID, phone: PHONE }),
      resolve(company.id, connection.id, { phone: PHONE }),
      resolve(company.id, connection.id, { lid: LID, phone: PHONE }),
    ]);
    const ids = new Set(results.map((r) => r?.contact.id));
    expect(ids.size).toBe(1);
    expect(results.filter((r) => r?.created)).toHaveLength(1);
    expect(await contactsOf(company.id)).toMatchObject([{ lid: LID, number: PHONE }]);
  });
});

describe('resolveGroupContact', () => {
  it('creates the group once, numbered by its JID and named after its subject, and follows a new subject', async () => {
    const { company, connection } = await pipelineTenant();
    const ctx = systemContext(company.id, 'test');
    const first = await inTransaction(ctx, (tx) => resolveGroupContact(tx, connection.id, '120363012345678901@g.us', 'Vendas'));
    expect(first).toMatchObject({ created: true, contact: { isGroup: true, number: '120363012345678901', name: 'Vendas' } });
    const renamed = await inTransaction(ctx, (tx) => resolveGroupContact(tx, connection.id, '120363012345678901@g.us', 'Vendas 2025'));
    expect(renamed).toMatchObject({ created: false, changed: true, contact: { id: first.contact.id, name: 'Vendas 2025' } });
  });
});

describe('updateContactIdentities', () => {
  it('teaches existing contacts their other identity and a name, and never creates one', async () => {
    const { company, connection } = await pipelineTenant();
    const known = await resolve(company.id, connection.id, { lid: LID });
    const changed = await updateContactIdentities(systemContext(company.id, 'test'), [
      { lid: LID, phone: PHONE, name: 'Maria (agenda)' },
      { phone: '5511911112222', pushName: 'Stranger' },
    ]);
    expect(changed).toBe(1);
    expect(await contactsOf(company.id)).toMatchObject([{ id: known?.contact.id, lid: LID, number: PHONE, name: 'Maria (agenda)' }]);
    expect(published(company, 'contact')).toEqual([{ action: 'update', contact: expect.objectContaining({ id: known?.contact.id, number: PHONE }) }]);
  });

  it('leaves the phone on its own contact when LID and phone already belong to two contacts', async () => {
    const { company } = await pipelineTenant();
    const byLid = await Contact.create({ name: 'Por LID', lid: LID, companyId: company.id });
    const byPhone = await Contact.create({ name: 'Por telefone', number: PHONE, companyId: company.id });
    await updateContactIdentities(systemContext(company.id, 'test'), [{ lid: LID, phone: PHONE }]);
    expect(await contactsOf(company.id)).toMatchObject([
      { id: byLid.id, lid: LID, number: null },
      { id: byPhone.id, lid: null, number: PHONE },
    ]);
  });
});

describe('refreshProfilePicture', () => {
  it("stores the picture URL of the contact's chat and publishes the contact", async () => {
    const { company, connection } = await pipelineTenant({ live: true });
    const contact = await Contact.create({ name: 'Maria', number: '5511987654242', companyId: company.id });
    await refreshProfilePicture(systemContext(company.id, 'test'), connection.id, contact.id);
    const url = 'https://pps.whatsapp.net/sandbox/5511987654242.jpg';
    expect((await Contact.findOne({ where: { id: contact.id, companyId: company.id } }))?.profilePicUrl).toBe(url);
    expect(published(company, 'contact')).toMatchObject([{ action: 'update', contact: { id: contact.id, profilePicUrl: url } }]);
  });

  it('ignores a whatsapp process that is down, a session that is not live, and a contact without a picture', async () => {
    const { company, connection } = await pipelineTenant({ live: true });
    const idle = await pipelineTenant();
    const pictured = await Contact.create({ name: 'Maria', number: '5511987654242', companyId: company.id });
    const hidden = await Contact.create({ name: 'Ana', number: PHONE, companyId: company.id });
    const idleContact = await Contact.create({ name: 'Maria', number: '5511987654242', companyId: idle.company.id });
    const ctx = systemContext(company.id, 'test');
    await withWhatsappProcessDown(whatsappProcess(), () => expect(refreshProfilePicture(ctx, connection.id, pictured.id)).resolves.toBeUndefined());
    await expect(refreshProfilePicture(systemContext(idle.company.id, 'test'), idle.connection.id, idleContact.id)).resolves.toBeUndefined();
    await expect(refreshProfilePicture(ctx, connection.id, hidden.id)).resolves.toBeUndefined();
    const pictureOf = async (id: number, companyId: number) => (await Contact.findOne({ where: { id, companyId } }))?.profilePicUrl;
    expect([await pictureOf(pictured.id, company.id), await pictureOf(hidden.id, company.id), await pictureOf(idleContact.id, idle.company.id)]).toEqual([
      '',
      '',
      '',
    ]);
    expect([...published(company, 'contact'), ...published(idle.company, 'contact')]).toEqual([]);
    // The same contact gets its picture once the process is back: the failures above were the process, not the contact.
    await refreshProfilePicture(ctx, connection.id, pictured.id);
    expect(await pictureOf(pictured.id, company.id)).toMatch(/^https:/);
  });
});
