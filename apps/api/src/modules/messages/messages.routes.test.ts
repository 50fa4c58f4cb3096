import { describe, expect, it, vi } from 'vitest';
import { messagesPageSchema } from '@zapdesk/shared';
import { expectDto } from '../../test/expect-dto.js';
import { saveCompanyFile } from '../../core/storage.js';
import { whatsappGateway } from '../../core/whatsapp-gateway.js';
import { Message, SandboxMessage, User } from '../../models/index.js';
import { createQueue, createUser } from '../../test/factories.js';
import { api, bearer } from '../../test/http.js';
import { logOutSandboxPhone, useWhatsappProcess } from '../../test/whatsapp-process.js';
import { conversationTenant, findTicket, inbound, published, storeSentMessage } from './testing/pipeline.js';
import { loadMessageDTOs } from './messages.queries.js';

// Read receipts and deletions reach the sandbox phone of a real whatsapp process.
useWhatsappProcess();

describe('GET /messages/:ticketId', () => {
  it('answers 401 without a token, 404 for another company or no ticket, 400 for a bad page', async () => {
    const { ticket, admin } = await conversationTenant();
    const other = await conversationTenant();
    expect((await api().get(`/messages/${ticket.id}`)).status).toBe(401);
    const foreign = await api().get(`/messages/${ticket.id}`).set(bearer(other.admin.token));
    expect(foreign.status).toBe(404);
    expect(foreign.body.error).toBe('ERR_NO_TICKET_FOUND');
    expect((await api().get('/messages/abc').set(bearer(admin.token))).status).toBe(404);
    const badPage = await api().get(`/messages/${ticket.id}`).query({ pageNumber: 0 }).set(bearer(admin.token));
    expect(badPage.status).toBe(400);
    expect(badPage.body.field).toBe('pageNumber');
  });

  // 55 messages received one by one: more than the default 20 s on a loaded machine.
  it('pages by 50 from the newest, each page oldest first, with hasMore', async () => {
    const { ticket, admin, receive, phone } = await conversationTenant();
    for (let i = 2; i <= 55; i += 1) await receive(inbound(phone, { body: `m${i}` }));
    const first = await api().get(`/messages/${ticket.id}`).set(bearer(admin.token));
    expect(first.status).toBe(200);
    expectDto(messagesPageSchema, first.body);
    expect(first.body.hasMore).toBe(true);
    expect(first.body.messages.map((m: { body: string }) => m.body)).toEqual(Array.from({ length: 50 }, (_, i) => `m${i + 6}`));
    expect(first.body.messages[0]).toMatchObject({ ticketId: ticket.id, fromMe: false, mediaType: 'chat', mediaUrl: null, contact: { name: 'Maria Cliente' } });
    const second = await api().get(`/messages/${ticket.id}`).query({ pageNumber: 2 }).set(bearer(admin.token));
    expect(second.body).toMatchObject({ hasMore: false });
    expect(second.body.messages.map((m: { body: string }) => m.body)).toEqual(['Olá, preciso de ajuda', 'm2', 'm3', 'm4', 'm5']);
  }, 90_000);

  it('shows each message exactly as the API presents it elsewhere (the history writes its JSON in SQL)', async () => {
    const { ctx, ticket, admin, receive, phone } = await conversationTenant();
    const quoted = await storeSentMessage(ctx, ticket.id, 'primeira "resposta" \\ 😀');
    await receive(inbound(phone, { body: 'com citação' }));
    await Message.update(
      { quotedMsgId: quoted.id, reactions: [{ by: 'contact', emoji: '👍', fromMe: false }], isEdited: true },
      { where: { companyId: ticket.companyId, ticketId: ticket.id, body: 'com citação' } },
    );
    await Message.update({ isDeleted: true }, { where: { companyId: ticket.companyId, id: quoted.id } });
    const history = (await api().get(`/messages/${ticket.id}`).set(bearer(admin.token))).body.messages as { id: number }[];
    const presented = await loadMessageDTOs(
      ctx,
      history.map((m) => m.id),
    );
    expect(history).toEqual(presented);
    expect(history.length).toBe(3);
  });

  it('shows a non-admin only tickets assigned to them, of their queues, or pending without queue with allTicket', async () => {
    const { company, ticket, agent } = await conversationTenant();
    const read = (token: string) => api().get(`/messages/${ticket.id}`).set(bearer(token));
    const denied = await read(agent.token);
    expect(denied.status).toBe(403);
    expect(denied.body.error).toBe('ERR_NO_PERMISSION');

    await User.update({ allTicket: 'enabled' }, { where: { id: agent.user.id, companyId: company.id } });
    expect((await read(agent.token)).status).toBe(200);

    const queue = await createQueue(company);
    const member = await createUser(company);
    await member.user.$set('queues', [queue.id]);
    await ticket.update({ queueId: queue.id });
    expect((await read(member.token)).status).toBe(200);
    expect((await read(agent.token)).status).toBe(403);

    const owner = await createUser(company);
    await ticket.update({ status: 'open', userId: owner.user.id });
    expect((await read(owner.token)).status).toBe(200);
  });

  it("resets the unread count when the ticket's owner reads it, not when someone else does", async () => {
    const { company, connection, ticket, agent, admin, receive, phone } = await conversationTenant(undefined, { live: true });
    // The customer's phone sends it; this file runs no queue worker, so the pipeline is handed the event the phone reported.
    const { id: phoneId } = (await whatsappGateway().sandbox(company.id, connection.id, 'inbound', { from: phone, body: 'mais uma' })) as { id: string };
    await receive(inbound(phone, { id: phoneId, body: 'mais uma' }));
    const ackOnPhone = async () => (await SandboxMessage.findOne({ where: { companyId: company.id, whatsappId: connection.id, id: phoneId } }))?.ack;
    await ticket.update({ status: 'open', userId: agent.user.id });
    await api().get(`/messages/${ticket.id}`).set(bearer(admin.token));
    expect((await findTicket(company, ticket.id))?.unreadMessages).toBe(2);
    const placeBefore = (await findTicket(company, ticket.id))?.updatedAt;
    expect(await ackOnPhone()).toBe(0);
    const res = await api().get(`/messages/${ticket.id}`).set(bearer(agent.token));
    expect(res.body.messages.every((m: { read: boolean }) => m.read)).toBe(true);
    expect((await findTicket(company, ticket.id))?.unreadMessages).toBe(0);
    expect(published(company, 'ticket')).toContainEqual({ action: 'updateUnread', ticketId: ticket.id });
    // Reading is not activity: the ticket keeps its place (and time) in the lists.
    expect((await findTicket(company, ticket.id))?.updatedAt).toEqual(placeBefore);
    // The customer sees the blue ticks.
    await vi.waitFor(async () => expect(await ackOnPhone()).toBe(3));
  });
});

describe('GET /messages/media/:id', () => {
  async function withMedia() {
    const tenant = await conversationTenant();
    const path = await saveCompanyFile(tenant.company.id, 'media', Buffer.from('%PDF-1.4 fake'), 'application/pdf');
    const media = { path, mimetype: 'application/pdf', filename: 'contrato final.pdf', size: 13 };
    const result = await tenant.receive(inbound(tenant.phone, { mediaType: 'application', media, body: '' }));
    return { ...tenant, mediaId: result.messageId ?? 0 };
  }

  it('streams the file with its type to whoever may see the ticket', async () => {
    const { admin, mediaId } = await withMedia();
    const res = await api().get(`/messages/media/${mediaId}`).set(bearer(admin.token)).buffer(true);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe("attachment; filename*=UTF-8''contrato%20final.pdf");
    expect(res.body.toString()).toBe('%PDF-1.4 fake');
  });

  it('answers 401 without a token, 404 for another company, 403 when the ticket is hidden, 404 without media', async () => {
    const { admin, agent, mediaId, firstMessageId } = await withMedia();
    const other = await conversationTenant();
    expect((await api().get(`/messages/media/${mediaId}`)).status).toBe(401);
    expect((await api().get(`/messages/media/${mediaId}`).set(bearer(other.admin.token))).status).toBe(404);
    expect((await api().get(`/messages/media/${mediaId}`).set(bearer(agent.token))).status).toBe(403);
    expect((await api().get(`/messages/media/${firstMessageId}`).set(bearer(admin.token))).status).toBe(404);
  });
});

describe('DELETE /messages/:id', () => {
  it('deletes our message for everyone, marks it and publishes it', async () => {
    const { company, connection, ticket, agent, phone } = await conversationTenant(undefined, { live: true });
    await ticket.update({ status: 'open', userId: agent.user.id });
    const sent = await api().post(`/messages/${ticket.id}`).set(bearer(agent.token)).send({ body: 'ops' }).expect(201);
    const ours = sent.body.messages[0] as { id: number; wid: string };
    const onPhone = () => SandboxMessage.findOne({ where: { companyId: company.id, whatsappId: connection.id, id: ours.wid } });
    expect(await onPhone()).toMatchObject({ chatId: `${phone}@s.whatsapp.net`, body: 'ops', isDeleted: false });
    const res = await api().delete(`/messages/${ours.id}`).set(bearer(agent.token));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: ours.id, isDeleted: true, body: '' });
    expect(await onPhone()).toMatchObject({ isDeleted: true });
    expect(published(company, 'appMessage').at(-1)).toMatchObject({ action: 'update', message: { id: ours.id, isDeleted: true } });
  });

  it("refuses a customer's message (400), another company's (404), a non-owner (403); a WhatsApp failure is 502", async () => {
    const { company, connection, ticket, agent, admin, firstMessageId } = await conversationTenant(undefined, { live: true });
    const other = await conversationTenant();
    await ticket.update({ status: 'open', userId: admin.user.id });
    const sent = await api().post(`/messages/${ticket.id}`).set(bearer(admin.token)).send({ body: 'ops' }).expect(201);
    const ours = sent.body.messages[0] as { id: number; wid: string };
    const customers = await api().delete(`/messages/${firstMessageId}`).set(bearer(admin.token));
    expect(customers.status).toBe(400);
    expect(customers.body.error).toBe('ERR_DELETE_WAPP_MSG');
    expect((await api().delete(`/messages/${ours.id}`).set(bearer(other.admin.token))).status).toBe(404);
    expect((await api().delete(`/messages/${ours.id}`)).status).toBe(401);
    expect((await api().delete(`/messages/${ours.id}`).set(bearer(agent.token))).status).toBe(403);
    // The phone was unlinked: WhatsApp cannot delete anything.
    await logOutSandboxPhone(company.id, connection.id);
    const failed = await api().delete(`/messages/${ours.id}`).set(bearer(admin.token));
    expect(failed.status).toBe(502);
    expect(failed.body.error).toBe('ERR_DELETE_WAPP_MSG');
    expect((await Message.findOne({ where: { id: ours.id, companyId: company.id } }))?.isDeleted).toBe(false);
  });
});
