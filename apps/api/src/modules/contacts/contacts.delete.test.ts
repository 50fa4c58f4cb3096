import { describe, expect, it } from 'vitest';
import { Contact, ContactCustomField, Message, Ticket, TicketNote } from '../../models/index.js';
import { createTenant } from '../../test/factories.js';
import { api, bearer } from '../../test/http.js';
import { conversationTenant, inbound, published } from '../messages/testing/pipeline.js';
import { eventPayloads, makeContact } from './contacts.test-kit.js';

describe('DELETE /contacts/:id', () => {
  it('is for admins: a plain user gets 403 and the contact stays; no token is 401', async () => {
    const { company, agent } = await createTenant();
    const contact = await makeContact(company);
    const res = await api().delete(`/contacts/${contact.id}`).set(bearer(agent.token));
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('ERR_NO_PERMISSION');
    expect((await api().delete(`/contacts/${contact.id}`)).status).toBe(401);
    expect(await Contact.count({ where: { companyId: company.id } })).toBe(1);
  });

  it('deletes the contact with its conversations (tickets, messages, notes) and extra info, and announces each', async () => {
    const t = await conversationTenant('5511944443333');
    // A second customer whose conversation must survive.
    const survivor = await t.receive(inbound('5511922221111', { sender: { phone: '5511922221111', pushName: 'Outra' } }));
    const contactId = t.ticket.contactId;
    await ContactCustomField.create({ contactId, name: 'CPF', value: '1' });
    await TicketNote.create({ note: 'Cliente pediu retorno', ticketId: t.ticket.id, contactId, userId: t.admin.user.id, companyId: t.company.id });

    const res = await api().delete(`/contacts/${contactId}`).set(bearer(t.admin.token));
    expect(res.status).toBe(200);
    expect(await Contact.findOne({ where: { id: contactId, companyId: t.company.id } })).toBeNull();
    expect(await Ticket.findAll({ where: { companyId: t.company.id }, attributes: ['id'] })).toMatchObject([{ id: survivor.ticketId }]);
    expect(await Message.count({ where: { companyId: t.company.id, ticketId: t.ticket.id } })).toBe(0);
    expect(await Message.count({ where: { companyId: t.company.id, ticketId: survivor.ticketId } })).toBe(1);
    expect(await TicketNote.count({ where: { companyId: t.company.id } })).toBe(0);
    expect(await ContactCustomField.count({ where: { contactId } })).toBe(0);

    expect(published(t.company, 'ticket').at(-1)).toEqual({ action: 'delete', ticketId: t.ticket.id });
    expect(eventPayloads(t.company, 'contact').at(-1)).toEqual({ action: 'delete', contactId });
  });

  it("answers 404 ERR_NO_CONTACT_FOUND for another company's contact and leaves it alone", async () => {
    const { admin } = await createTenant();
    const other = await createTenant();
    const foreign = await makeContact(other.company);
    const res = await api().delete(`/contacts/${foreign.id}`).set(bearer(admin.token));
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('ERR_NO_CONTACT_FOUND');
    expect(await Contact.count({ where: { companyId: other.company.id } })).toBe(1);
    expect(eventPayloads(other.company, 'contact')).toEqual([]);
  });
});
