import { describe, expect, it } from 'vitest';
import { Contact, ContactCustomField } from '../../models/index.js';
import { createTenant } from '../../test/factories.js';
import { api, bearer } from '../../test/http.js';
import { eventPayloads, extraInfoOf, makeContact, uniquePhone } from './contacts.test-kit.js';

const validBody = () => ({ name: 'Maria Silva', number: uniquePhone(), email: 'maria@example.com' });

describe('POST /contacts', () => {
  it('creates a contact with digits-only number and extra info, answers the ContactDTO and publishes it', async () => {
    const { company, agent } = await createTenant();
    const number = uniquePhone();
    const masked = `+${number.slice(0, 2)} (${number.slice(2, 4)}) ${number.slice(4, 9)}-${number.slice(9)}`;
    const res = await api()
      .post('/contacts')
      .set(bearer(agent.token))
      .send({
        name: '  Maria Silva ',
        number: masked,
        email: 'maria@example.com',
        extraInfo: [
          { name: 'CPF', value: '123' },
          { id: 999, name: 'Plano', value: 'Ouro' },
        ],
      });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: 'Maria Silva', number, email: 'maria@example.com', companyId: company.id, whatsapp: null, lid: null });
    expect(res.body.extraInfo).toEqual([
      { id: expect.any(Number), name: 'CPF', value: '123' },
      { id: expect.any(Number), name: 'Plano', value: 'Ouro' },
    ]);
    expect(res.body.extraInfo[1].id).not.toBe(999);
    expect(eventPayloads(company, 'contact')).toEqual([{ action: 'create', contact: res.body }]);
  });

  it('answers 400 naming the field: name 2-50, number 8-50 digits, e-mail valid if present, extra info names', async () => {
    const { agent } = await createTenant();
    const cases: [Record<string, unknown>, string][] = [
      [{ ...validBody(), name: undefined }, 'name'],
      [{ ...validBody(), name: 'A' }, 'name'],
      [{ ...validBody(), name: 'x'.repeat(51) }, 'name'],
      [{ ...validBody(), number: undefined }, 'number'],
      [{ ...validBody(), number: '(11) 9876' }, 'number'],
      [{ ...validBody(), number: 'abc-def-ghij' }, 'number'],
      [{ ...validBody(), number: '1'.repeat(51) }, 'number'],
      [{ ...validBody(), email: 'not-an-email' }, 'email'],
      [{ ...validBody(), extraInfo: [{ name: '', value: 'x' }] }, 'extraInfo[0].name'],
      [{ ...validBody(), extraInfo: 'nope' }, 'extraInfo'],
    ];
    for (const [body, field] of cases) {
      const res = await api().post('/contacts').set(bearer(agent.token)).send(body);
      expect(res.status, field).toBe(400);
      expect(res.body).toMatchObject({ error: 'ERR_VALIDATION', field });
    }
    const noEmail = await api()
      .post('/contacts')
      .set(bearer(agent.token))
      .send({ ...validBody(), email: '' });
    expect(noEmail.status).toBe(201);
    expect(noEmail.body.email).toBe('');
    expect((await api().post('/contacts').send(validBody())).status).toBe(401);
  });

  it('answers 409 ERR_DUPLICATED_CONTACT for a number the company already has (another company may have it)', async () => {
    const { company, agent } = await createTenant();
    const other = await createTenant();
    const existing = await makeContact(company);
    const res = await api()
      .post('/contacts')
      .set(bearer(agent.token))
      .send({ ...validBody(), number: existing.number });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('ERR_DUPLICATED_CONTACT');
    expect(await Contact.count({ where: { companyId: company.id } })).toBe(1);
    await api()
      .post('/contacts')
      .set(bearer(other.agent.token))
      .send({ ...validBody(), number: existing.number })
      .expect(201);
  });

  it('lets only one of two simultaneous saves of the same number through', async () => {
    const { company, agent } = await createTenant();
    const number = uniquePhone();
    const results = await Promise.all(
      [1, 2, 3].map(() =>
        api()
          .post('/contacts')
          .set(bearer(agent.token))
          .send({ ...validBody(), number }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    expect(await Contact.count({ where: { companyId: company.id, number } })).toBe(1);
  });
});

describe('PUT /contacts/:id', () => {
  it('replaces the extra info: rows with an id are updated, rows without are created, missing ones deleted', async () => {
    const { company, agent } = await createTenant();
    const contact = await makeContact(company);
    const neighbour = await makeContact(company);
    const keep = await ContactCustomField.create({ contactId: contact.id, name: 'CPF', value: '1' });
    const drop = await ContactCustomField.create({ contactId: contact.id, name: 'Velho', value: 'x' });
    const foreign = await ContactCustomField.create({ contactId: neighbour.id, name: 'Alheio', value: 'y' });

    const res = await api()
      .put(`/contacts/${contact.id}`)
      .set(bearer(agent.token))
      .send({
        name: 'Maria Atualizada',
        number: contact.number,
        extraInfo: [
          { id: keep.id, name: 'CPF', value: '2' },
          { name: 'Novo', value: 'n' },
          { id: foreign.id, name: 'Copiado', value: 'z' },
        ],
      });
    expect(res.status).toBe(200);
    const fields = await extraInfoOf(contact.id);
    expect(fields).toEqual([
      { id: keep.id, name: 'CPF', value: '2' },
      { id: expect.any(Number), name: 'Novo', value: 'n' },
      { id: expect.any(Number), name: 'Copiado', value: 'z' },
    ]);
    expect(fields.map((f) => f.id)).not.toContain(drop.id);
    expect(res.body).toMatchObject({ name: 'Maria Atualizada', extraInfo: fields });
    // Another contact's field named by id is never touched.
    expect(await extraInfoOf(neighbour.id)).toEqual([{ id: foreign.id, name: 'Alheio', value: 'y' }]);
    expect(eventPayloads(company, 'contact')).toEqual([{ action: 'update', contact: res.body }]);

    // No extraInfo keeps the fields; an empty list clears them.
    await api().put(`/contacts/${contact.id}`).set(bearer(agent.token)).send({ name: 'Maria', number: contact.number }).expect(200);
    expect(await extraInfoOf(contact.id)).toHaveLength(3);
    await api().put(`/contacts/${contact.id}`).set(bearer(agent.token)).send({ name: 'Maria', number: contact.number, extraInfo: [] }).expect(200);
    expect(await extraInfoOf(contact.id)).toEqual([]);
  });

  it('changes nothing at all when the new number belongs to another contact (409, one transaction)', async () => {
    const { company, agent } = await createTenant();
    const contact = await makeContact(company, { name: 'Original' });
    const holder = await makeContact(company);
    const field = await ContactCustomField.create({ contactId: contact.id, name: 'CPF', value: '1' });
    const res = await api().put(`/contacts/${contact.id}`).set(bearer(agent.token)).send({ name: 'Renamed', number: holder.number, extraInfo: [] });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('ERR_DUPLICATED_CONTACT');
    const fresh = await Contact.findOne({ where: { id: contact.id, companyId: company.id } });
    expect(fresh).toMatchObject({ name: 'Original', number: contact.number });
    expect(await extraInfoOf(contact.id)).toEqual([{ id: field.id, name: 'CPF', value: '1' }]);
    expect(eventPayloads(company, 'contact')).toEqual([]);
  });

  it('keeps the current number when none is sent (a contact known only by LID stays editable)', async () => {
    const { company, agent } = await createTenant();
    const byLid = await makeContact(company, { name: '2109876', number: null, lid: '2109876@lid' });
    const res = await api().put(`/contacts/${byLid.id}`).set(bearer(agent.token)).send({ name: 'Cliente sem número', number: '' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Cliente sem número', number: null, lid: '2109876@lid' });
  });

  it("answers 404 for another company's contact, 400 naming the field, 401 without a token", async () => {
    const { company, agent } = await createTenant();
    const other = await createTenant();
    const foreign = await makeContact(other.company, { name: 'Intocado' });
    const missing = await api().put(`/contacts/${foreign.id}`).set(bearer(agent.token)).send(validBody());
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe('ERR_NO_CONTACT_FOUND');
    expect((await Contact.findOne({ where: { id: foreign.id, companyId: other.company.id } }))?.name).toBe('Intocado');
    const mine = await makeContact(company);
    const bad = await api().put(`/contacts/${mine.id}`).set(bearer(agent.token)).send({ name: 'X', number: mine.number });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('name');
    expect((await api().put(`/contacts/${mine.id}`).send(validBody())).status).toBe(401);
  });
});
