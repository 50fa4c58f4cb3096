import { afterEach, describe, expect, it } from 'vitest';
import { resetClock, travel } from '../../core/clock.js';
import { saveCompanyFile } from '../../core/storage.js';
import { Contact, Message, Ticket } from '../../models/index.js';
import { api, bearer } from '../../test/http.js';
import { logOutSandboxPhone, sandboxOutbox, useWhatsappProcess } from '../../test/whatsapp-process.js';
import { conversationTenant, published } from './testing/pipeline.js';

// Issue 18 point 2: editing our text within WhatsApp's 15 minutes, reacting to any message and forwarding
// (docs/contract.md §7, ours), through the real whatsapp process and its sandbox phone, whose outbox records
// what the customer received.
useWhatsappProcess();
afterEach(() => resetClock());

const outboxOf = sandboxOutbox;

/** A live conversation the agent holds, with one text of ours already on the customer's phone. */
async function held() {
  const t = await conversationTenant(undefined, { live: true });
  await t.ticket.update({ status: 'open', userId: t.agent.user.id });
  const sent = await api().post(`/messages/${t.ticket.id}`).set(bearer(t.agent.token)).send({ body: 'Amanha as 10h' }).expect(201);
  const ours = sent.body.messages[0] as { id: number; wid: string };
  const other = await conversationTenant('5511955550000');
  return { ...t, ours, other, outbox: () => outboxOf(t.company.id, t.connection.id) };
}

describe('PUT /messages/:id (edit)', () => {
  it('sends the edit to the customer, stores the text with isEdited, publishes it and follows in the preview', async () => {
    const t = await held();
    const res = await api().put(`/messages/${t.ours.id}`).set(bearer(t.agent.token)).send({ body: 'Amanhã às 10h' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: t.ours.id, body: 'Amanhã às 10h', isEdited: true });
    expect((await t.outbox()).at(-1)).toMatchObject({ kind: 'edit', targetId: t.ours.wid, body: 'Amanhã às 10h' });
    expect(published(t.company, 'appMessage').at(-1)).toMatchObject({ action: 'update', message: { id: t.ours.id, isEdited: true } });
    expect((await Ticket.findOne({ where: { id: t.ticket.id, companyId: t.company.id } }))?.lastMessage).toBe('Amanhã às 10h');
  });

  it('answers 401, 400 (bad body, a customer message, past 15 minutes), 403 (not the owner), 404 (another company), 502', async () => {
    const t = await held();
    const edit = (id: number, token: string | null, body: unknown = { body: 'novo' }) => {
      const req = api().put(`/messages/${id}`);
      return (token ? req.set(bearer(token)) : req).send(body as object);
    };
    expect((await edit(t.ours.id, null)).status).toBe(401);
    for (const body of [{}, { body: '  ' }, { body: 7 }, { body: 'x', extra: 1 }, { body: 'x'.repeat(70_000) }]) {
      const bad = await edit(t.ours.id, t.agent.token, body);
      expect(bad.status, JSON.stringify(body).slice(0, 40)).toBe(400);
    }
    const customers = await edit(t.firstMessageId, t.agent.token);
    expect(customers.status).toBe(400);
    expect(customers.body.error).toBe('ERR_SENDING_WAPP_MSG');
    expect((await edit(t.ours.id, t.other.admin.token)).status).toBe(404);
    const notOwner = await api().put(`/messages/${t.ours.id}`).set(bearer(t.admin.token)).send({ body: 'admin' });
    expect(notOwner.status).toBe(200); // an admin may step in
    await t.ticket.update({ userId: t.admin.user.id });
    expect((await edit(t.ours.id, t.agent.token)).status).toBe(403);
    await t.ticket.update({ userId: t.agent.user.id });
    travel(15 * 60_000 + 1000);
    const late = await edit(t.ours.id, t.agent.token);
    expect(late.status).toBe(400);
    expect(late.body.message).toMatch(/15 minutes/);
    resetClock();
    await logOutSandboxPhone(t.company.id, t.connection.id);
    const failed = await edit(t.ours.id, t.agent.token, { body: 'sem rede' });
    expect(failed.status).toBe(502);
    expect((await Message.findOne({ where: { id: t.ours.id, companyId: t.company.id } }))?.body).toBe('admin');
  });
});

describe('PUT /messages/:id/reaction', () => {
  it('reacts to the customer\'s message through the engine, keeps it beside theirs and takes it back with ""', async () => {
    const t = await held();
    const res = await api().put(`/messages/${t.firstMessageId}/reaction`).set(bearer(t.agent.token)).send({ emoji: '👍' });
    expect(res.status).toBe(200);
    expect(res.body.reactions).toEqual([{ emoji: '👍', fromMe: true }]);
    const customerWid = (await Message.findOne({ where: { id: t.firstMessageId, companyId: t.company.id } }))!.wid;
    expect((await t.outbox()).at(-1)).toMatchObject({ kind: 'reaction', targetId: customerWid, body: '👍' });
    expect(published(t.company, 'appMessage').at(-1)).toMatchObject({ action: 'update', message: { reactions: [{ emoji: '👍', fromMe: true }] } });
    const removed = await api().put(`/messages/${t.firstMessageId}/reaction`).set(bearer(t.agent.token)).send({ emoji: '' });
    expect(removed.body.reactions).toEqual([]);
    expect((await t.outbox()).at(-1)).toMatchObject({ kind: 'reaction', body: '' });
    // Our own message takes one too (a flag and a ZWJ sequence are one emoji each).
    for (const emoji of ['🇧🇷', '👩‍💻', '❤️']) {
      expect((await api().put(`/messages/${t.ours.id}/reaction`).set(bearer(t.agent.token)).send({ emoji })).status).toBe(200);
    }
  });

  it('answers 401, 400 (not an emoji, odd keys), 403, 404 (another company), 502', async () => {
    const t = await held();
    const react = (token: string | null, body: unknown = { emoji: '🙏' }, id = t.firstMessageId) => {
      const req = api().put(`/messages/${id}/reaction`);
      return (token ? req.set(bearer(token)) : req).send(body as object);
    };
    expect((await react(null)).status).toBe(401);
    for (const body of [{}, { emoji: 'ok' }, { emoji: '👍👍'.repeat(20) }, { emoji: 1 }, { emoji: '👍', x: 1 }]) {
      expect((await react(t.agent.token, body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await react(t.other.admin.token)).status).toBe(404);
    await t.ticket.update({ userId: t.admin.user.id });
    expect((await react(t.agent.token)).status).toBe(403);
    await logOutSandboxPhone(t.company.id, t.connection.id);
    const failed = await react(t.admin.token);
    expect(failed.status).toBe(502);
    expect((await Message.findOne({ where: { id: t.firstMessageId, companyId: t.company.id } }))?.reactions).toEqual([]);
  });
});

describe('POST /messages/forward', () => {
  it("forwards text and a stored picture, in order, to another contact's ticket through the outbox", async () => {
    const t = await held();
    const path = await saveCompanyFile(t.company.id, 'media', Buffer.from('png-bytes'), 'image/png');
    const picture = await Message.create({
      wid: 'PIC1',
      whatsappId: t.connection.id,
      ticketId: t.ticket.id,
      companyId: t.company.id,
      body: 'foto',
      fromMe: false,
      mediaType: 'image',
      mediaPath: path,
      mimetype: 'image/png',
      filename: 'foto.png',
      ack: 0,
    });
    const ana = await Contact.create({ name: 'Ana', number: '5511933332222', companyId: t.company.id });
    const res = await api()
      .post('/messages/forward')
      .set(bearer(t.agent.token))
      .send({ messageIds: [picture.id, t.ours.id], contactId: ana.id });
    expect(res.status).toBe(201);
    const target = await Ticket.findOne({ where: { companyId: t.company.id, contactId: ana.id } });
    expect(res.body.ticketId).toBe(target?.id);
    expect(res.body.messages.map((m: { body: string; fromMe: boolean }) => [m.body, m.fromMe])).toEqual([
      ['Amanha as 10h', true],
      ['foto', true],
    ]);
    const stored = await Message.findAll({ where: { companyId: t.company.id, ticketId: target!.id }, order: [['id', 'ASC']] });
    expect(stored.map((m) => m.mediaPath)).toEqual([null, path]);
    const received = (await t.outbox()).filter((m) => m.chatId === '5511933332222@s.whatsapp.net');
    expect(received.map((m) => [m.body, m.media?.mimetype])).toEqual([
      ['Amanha as 10h', undefined],
      ['foto', 'image/png'],
    ]);
  });

  it("answers 401, 400 (no ids, too many, a deleted message), 403, 404 (another company's message or contact)", async () => {
    const t = await held();
    const ana = await Contact.create({ name: 'Ana', number: '5511933332222', companyId: t.company.id });
    const forward = (token: string | null, body: unknown) => {
      const req = api().post('/messages/forward');
      return (token ? req.set(bearer(token)) : req).send(body as object);
    };
    expect((await forward(null, { messageIds: [t.ours.id], contactId: ana.id })).status).toBe(401);
    for (const body of [
      { contactId: ana.id },
      { messageIds: [], contactId: ana.id },
      { messageIds: Array.from({ length: 21 }, (_, i) => i + 1), contactId: ana.id },
      { messageIds: ['a'], contactId: ana.id },
      { messageIds: [t.ours.id] },
    ]) {
      expect((await forward(t.agent.token, body)).status, JSON.stringify(body).slice(0, 60)).toBe(400);
    }
    expect((await forward(t.agent.token, { messageIds: [t.other.firstMessageId], contactId: ana.id })).status).toBe(404);
    const foreignContact = await Contact.create({ name: 'Outra', number: '5511922221111', companyId: t.other.company.id });
    const noContact = await forward(t.agent.token, { messageIds: [t.ours.id], contactId: foreignContact.id });
    expect(noContact.status).toBe(404);
    expect(noContact.body.error).toBe('ERR_NO_CONTACT_FOUND');
    await Message.update({ isDeleted: true }, { where: { id: t.ours.id, companyId: t.company.id } });
    expect((await forward(t.agent.token, { messageIds: [t.ours.id], contactId: ana.id })).status).toBe(400);
    await t.ticket.update({ userId: t.admin.user.id });
    expect((await forward(t.agent.token, { messageIds: [t.firstMessageId], contactId: ana.id })).status).toBe(403);
  });
});
