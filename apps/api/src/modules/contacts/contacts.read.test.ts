import { describe, expect, it } from 'vitest';
import { contactSchema, contactsPageSchema } from '@zapdesk/shared';
import { expectDto } from '../../test/expect-dto.js';
import { ContactCustomField } from '../../models/index.js';
import { createSuperUser, createTenant } from '../../test/factories.js';
import { api, bearer } from '../../test/http.js';
import { createConnection } from '../tickets/ticket-factories.test-kit.js';
import { makeContact } from './contacts.test-kit.js';

const names = (body: { contacts: { name: string }[] }) => body.contacts.map((c) => c.name);

describe('GET /contacts', () => {
  it('answers 401 without a token', async () => {
    expect((await api().get('/contacts')).status).toBe(401);
    expect((await api().get('/contacts/list')).status).toBe(401);
    expect((await api().get('/contacts/1')).status).toBe(401);
  });

  it("pages the company's contacts 20 at a time by name, with count and hasMore, never another company's", async () => {
    const { company, agent } = await createTenant();
    const other = await createTenant();
    await makeContact(other.company, { name: 'Aaron de outra empresa' });
    for (let i = 21; i >= 1; i -= 1) await makeContact(company, { name: `Cliente ${String(i).padStart(2, '0')}` });

    const first = await api().get('/contacts').set(bearer(agent.token));
    expect(first.status).toBe(200);
    expectDto(contactsPageSchema, first.body);
    expect(first.body).toMatchObject({ count: 21, hasMore: true });
    expect(names(first.body)).toEqual(Array.from({ length: 20 }, (_, i) => `Cliente ${String(i + 1).padStart(2, '0')}`));
    const second = await api().get('/contacts').query({ pageNumber: 2 }).set(bearer(agent.token));
    expect(second.body).toMatchObject({ count: 21, hasMore: false });
    expect(names(second.body)).toEqual(['Cliente 21']);
  });

  it('answers each contact in the ContactDTO shape, with its extra info and connection', async () => {
    const { company, agent } = await createTenant();
    const connection = await createConnection(company, { name: 'Comercial' });
    const contact = await makeContact(company, { name: 'Ana', email: 'ana@example.com', whatsappId: connection.id, lid: '5566@lid' });
    const field = await ContactCustomField.create({ contactId: contact.id, name: 'CPF', value: '123' });
    const second = await ContactCustomField.create({ contactId: contact.id, name: 'Plano', value: 'Ouro' });
    const res = await api().get('/contacts').set(bearer(agent.token));
    expectDto(contactsPageSchema, res.body);
    // Extra info never multiplies the counted rows.
    expect(res.body).toMatchObject({ count: 1, hasMore: false });
    expect(res.body.contacts).toEqual([
      {
        id: contact.id,
        uuid: contact.uuid,
        name: 'Ana',
        number: contact.number,
        lid: '5566@lid',
        email: 'ana@example.com',
        profilePicUrl: '',
        isGroup: false,
        companyId: company.id,
        whatsappId: connection.id,
        whatsapp: { id: connection.id, name: 'Comercial' },
        extraInfo: [
          { id: field.id, name: 'CPF', value: '123' },
          { id: second.id, name: 'Plano', value: 'Ouro' },
        ],
        createdAt: contact.createdAt.toISOString(),
        updatedAt: contact.updatedAt.toISOString(),
      },
    ]);
  });

  it('searches name (any case) or number (whatever mask is typed), with % and _ taken literally', async () => {
    const { company, agent } = await createTenant();
    await makeContact(company, { name: 'Mariana Lopes', number: '5511900001111' });
    await makeContact(company, { name: 'João', number: '5521987654321' });
    await makeContact(company, { name: 'Ana_Paula', number: '5531900002222' });
    await makeContact(company, { name: 'AnaXPaula', number: '5531900003333' });
    const search = async (searchParam: string) => names((await api().get('/contacts').query({ searchParam }).set(bearer(agent.token))).body);
    expect(await search('MARIANA')).toEqual(['Mariana Lopes']);
    expect(await search('(21) 98765')).toEqual(['João']);
    expect(await search('ana_p')).toEqual(['Ana_Paula']);
    expect(await search('%')).toEqual([]);
  });

  it("filters by creation day in the company's time zone (date, or dateStart through dateEnd)", async () => {
    const { company, agent } = await createTenant();
    // 02:00 UTC on the 10th is still the 9th in São Paulo (UTC-3).
    await makeContact(company, { name: 'Late on the 9th', createdAt: new Date('2026-03-10T02:00:00Z') });
    await makeContact(company, { name: 'On the 11th', createdAt: new Date('2026-03-11T15:00:00Z') });
    await makeContact(company, { name: 'On the 13th', createdAt: new Date('2026-03-13T15:00:00Z') });
    const list = async (query: Record<string, string>) => names((await api().get('/contacts').query(query).set(bearer(agent.token))).body);
    expect(await list({ date: '2026-03-09' })).toEqual(['Late on the 9th']);
    expect(await list({ date: '2026-03-10' })).toEqual([]);
    expect(await list({ dateStart: '2026-03-10', dateEnd: '2026-03-11' })).toEqual(['On the 11th']);
    expect(await list({ dateStart: '2026-03-11' })).toEqual(['On the 11th', 'On the 13th']);
    expect(await list({ dateEnd: '2026-03-11' })).toEqual(['Late on the 9th', 'On the 11th']);
  });

  it('answers 400 naming the parameter for a bad page or date', async () => {
    const { agent } = await createTenant();
    for (const [field, value] of [
      ['pageNumber', 'abc'],
      ['date', '2026-02-30'],
      ['dateStart', 'yesterday'],
    ]) {
      const res = await api()
        .get('/contacts')
        .query({ [field]: value })
        .set(bearer(agent.token));
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error: 'ERR_VALIDATION', field });
    }
  });
});

describe('GET /contacts/list', () => {
  it("lists every contact of the user's company by name; companyId is ignored for anyone but the super user", async () => {
    const { company, agent } = await createTenant();
    const other = await createTenant();
    await makeContact(company, { name: 'Zeca' });
    await makeContact(company, { name: 'Bia' });
    await makeContact(other.company, { name: 'De fora' });
    const res = await api().get('/contacts/list').query({ companyId: other.company.id }).set(bearer(agent.token));
    expect(res.status).toBe(200);
    expect(res.body.map((c: { name: string }) => c.name)).toEqual(['Bia', 'Zeca']);
    expect(res.body[0]).toMatchObject({ companyId: company.id, extraInfo: [], whatsapp: null });

    const root = await createSuperUser();
    const asSuper = await api().get('/contacts/list').query({ companyId: other.company.id }).set(bearer(root.token));
    expect(asSuper.body.map((c: { name: string }) => c.name)).toEqual(['De fora']);
  });

  it('answers 401 without a token and 400 naming companyId when it is not a company id', async () => {
    const { agent } = await createTenant();
    expect((await api().get('/contacts/list')).status).toBe(401);
    for (const companyId of ['abc', '0', '3000000000', ['1', '2']]) {
      const res = await api().get('/contacts/list').query({ companyId }).set(bearer(agent.token));
      expect(res.status, String(companyId)).toBe(400);
      expect(res.body).toMatchObject({ error: 'ERR_VALIDATION', field: 'companyId' });
    }
  });
});

describe('GET /contacts/:id', () => {
  it("shows a contact with its extra info, and answers 404 ERR_NO_CONTACT_FOUND for another company's or an unknown id", async () => {
    const { company, agent } = await createTenant();
    const other = await createTenant();
    const contact = await makeContact(company, { name: 'Carlos' });
    const first = await ContactCustomField.create({ contactId: contact.id, name: 'Plano', value: 'Ouro' });
    const second = await ContactCustomField.create({ contactId: contact.id, name: 'Cidade', value: 'Recife' });
    const res = await api().get(`/contacts/${contact.id}`).set(bearer(agent.token));
    expect(res.status).toBe(200);
    expectDto(contactSchema, res.body);
    expect(res.body).toMatchObject({
      id: contact.id,
      name: 'Carlos',
      extraInfo: [
        { id: first.id, name: 'Plano' },
        { id: second.id, name: 'Cidade' },
      ],
    });

    const foreign = await makeContact(other.company);
    for (const path of [`/contacts/${foreign.id}`, '/contacts/999999999', '/contacts/abc']) {
      const missing = await api().get(path).set(bearer(agent.token));
      expect(missing.status).toBe(404);
      expect(missing.body.error).toBe('ERR_NO_CONTACT_FOUND');
    }
  });
});
