import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveCompanyFile } from '../../core/storage.js';
import { whatsappGateway } from '../../core/whatsapp-gateway.js';
import { Message, User } from '../../models/index.js';
import { createQueue, createUser } from '../../test/factories.js';
import { api, bearer } from '../../test/http.js';
import { storeOutgoing } from './deliver-messages.js';
import { conversationTenant, findTicket, inbound, published } from './testing/pipeline.js';

beforeEach(() => {
  vi.spyOn(whatsappGateway(), 'profilePicture').mockResolvedValue({ url: null });
  vi.spyOn(whatsappGateway(), 'markRead').mockResolvedValue(undefined);
});
afterEach(() => vi.restoreAllMocks());

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

  it('pages by 20 from the newest, each page oldest first, with hasMore', async () => {
    const { ticket, admin, receive, phone } = await conversationTenant();
    for (let i = 2; i <= 25; i += 1) await receive(inbound(phone, { body: `m${i}` }));
    const first = await api().get(`/messages/${ticket.id}`).set(bearer(admin.token));
    expect(first.status).toBe(200);
    expect(first.body.hasMore).toBe(true);
    expect(first.body.messages.map((m: { body: string }) => m.body)).toEqual(Array.from({ length: 20 }, (_, i) => `m${i + 6}`));
    expect(first.body.messages[0]).toMatchObject({ ticketId: ticket.id, fromMe: false, mediaType: 'chat', mediaUrl: null, contact: { name: 'Maria Cliente' } });
    const second = await api().get(`/messages/${ticket.id}`).query({ pageNumber: 2 }).set(bearer(admin.token));
    expect(second.body).toMatchObject({ hasMore: false });
    expect(second.body.messages.map((m: { body: string }) => m.body)).toEqual(['Olá, preciso de ajuda', 'm2', 'm3', 'm4', 'm5']);
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
    const { company, ticket, agent, admin, receive, phone } = await conversationTenant();
    await receive(inbound(phone, { body: 'mais uma' }));
    await ticket.update({ status: 'open', userId: agent.user.id });
    await api().get(`/messages/${ticket.id}`).set(bearer(admin.token));
    expect((await findTicket(company, ticket.id))?.unreadMessages).toBe(2);
    const res = await api().get(`/messages/${ticket.id}`).set(bearer(agent.token));
    expect(res.body.messages.every((m: { read: boolean }) => m.read)).toBe(true);
    expect((await findTicket(company, ticket.id))?.unreadMessages).toBe(0);
    expect(published(company, 'ticket')).toContainEqual({ action: 'updateUnread', ticketId: ticket.id });
    const wids = (await Message.findAll({ where: { companyId: company.id, ticketId: ticket.id } })).map((m) => m.wid);
    await vi.waitFor(() => expect(whatsappGateway().markRead).toHaveBeenCalledWith(company.id, ticket.whatsappId, { chatId: `${phone}@s.whatsapp.net`, messageIds: wids }));
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
    const { company, ticket, agent, ctx, phone } = await conversationTenant();
    await ticket.update({ status: 'open', userId: agent.user.id });
    const [ours] = await storeOutgoing(ctx, ticket.id, [{ body: 'ops' }]);
    await Message.update({ ack: 1 }, { where: { id: ours.id, companyId: company.id } });
    const remove = vi.spyOn(whatsappGateway(), 'deleteForEveryone').mockResolvedValue(undefined);
    const res = await api().delete(`/messages/${ours.id}`).set(bearer(agent.token));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: ours.id, isDeleted: true, body: '' });
    expect(remove).toHaveBeenCalledWith(company.id, ticket.whatsappId, { chatId: `${phone}@s.whatsapp.net`, messageId: ours.wid, fromMe: true });
    expect(published(company, 'appMessage').at(-1)).toMatchObject({ action: 'update', message: { id: ours.id, isDeleted: true } });
  });

  it("refuses a customer's message (400), another company's (404), a non-owner (403); a WhatsApp failure is 502", async () => {
    const { company, ticket, agent, admin, ctx, firstMessageId } = await conversationTenant();
    const other = await conversationTenant();
    await ticket.update({ status: 'open', userId: admin.user.id });
    const [ours] = await storeOutgoing(ctx, ticket.id, [{ body: 'ops' }]);
    const customers = await api().delete(`/messages/${firstMessageId}`).set(bearer(admin.token));
    expect(customers.status).toBe(400);
    expect(customers.body.error).toBe('ERR_DELETE_WAPP_MSG');
    expect((await api().delete(`/messages/${ours.id}`).set(bearer(other.admin.token))).status).toBe(404);
    expect((await api().delete(`/messages/${ours.id}`)).status).toBe(401);
    expect((await api().delete(`/messages/${ours.id}`).set(bearer(agent.token))).status).toBe(403);
    vi.spyOn(whatsappGateway(), 'deleteForEveryone').mockRejectedValue(new Error('socket closed'));
    const failed = await api().delete(`/messages/${ours.id}`).set(bearer(admin.token));
    expect(failed.status).toBe(502);
    expect(failed.body.error).toBe('ERR_DELETE_WAPP_MSG');
    expect((await Message.findOne({ where: { id: ours.id, companyId: company.id } }))?.isDeleted).toBe(false);
  });
});
