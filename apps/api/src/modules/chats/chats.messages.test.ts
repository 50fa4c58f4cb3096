import { describe, expect, it } from 'vitest';
import { chatMessageSchema, chatMessagesPageSchema, chatSchema } from '@zapdesk/shared';
import { Chat, ChatMessage } from '../../models/index.js';
import { expectDto } from '../../test/expect-dto.js';
import { api, bearer } from '../../test/http.js';
import { chatEvents, chatsCast, makeChat, toUser, unreadsOf, writeChatMessage } from './chats.test-kit.js';

describe('POST /chats/:id/messages', () => {
  it('stores the message, adds an unread for every other member, sets lastMessage and tells the members', async () => {
    const { company, owner, member, outsider } = await chatsCast();
    const third = await chatsCast();
    const chat = await makeChat(company, owner, [member, outsider], { unreads: new Map([[member, 1]]) });
    const res = await api().post(`/chats/${chat.id}/messages`).set(bearer(owner.token)).send({ message: '  Reunião às 15h  ' });
    expect(res.status).toBe(201);
    expectDto(chatMessageSchema, res.body);
    expect(res.body).toEqual({
      id: expect.any(Number),
      chatId: chat.id,
      senderId: owner.user.id,
      sender: { id: owner.user.id, name: 'Otávio Dono' },
      message: 'Reunião às 15h',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(await unreadsOf(chat)).toEqual({ [owner.user.id]: 0, [member.user.id]: 2, [outsider.user.id]: 1 });
    const saved = await Chat.findOne({ where: { id: chat.id, companyId: company.id } });
    expect(saved?.lastMessage).toBe('Reunião às 15h');
    expect(saved?.updatedAt.getTime()).toBeGreaterThan(chat.updatedAt.getTime());

    const events = chatEvents(company);
    expect(events.map((e) => e.target)).toEqual([toUser(owner), toUser(member), toUser(outsider)]);
    const payload = events[0].payload as { action: string; message: unknown; chat: { lastMessage: string; users: { userId: number; unreads: number }[] } };
    expect(payload.action).toBe('new-message');
    expect(payload.message).toEqual(res.body);
    expect(payload.chat.lastMessage).toBe('Reunião às 15h');
    expect(payload.chat.users.map((u) => [u.userId, u.unreads])).toEqual([
      [owner.user.id, 0],
      [member.user.id, 2],
      [outsider.user.id, 1],
    ]);
    expect(chatEvents(third.company)).toEqual([]);
  });

  it("moves the chat to the top of the members' lists, even with the same text again", async () => {
    const { company, owner, member } = await chatsCast();
    const quiet = await makeChat(company, owner, [member], { title: 'Quieto', lastMessage: 'ok' });
    await makeChat(company, owner, [member], { title: 'Recente' });
    await api().post(`/chats/${quiet.id}/messages`).set(bearer(member.token)).send({ message: 'ok' }).expect(201);
    const list = await api().get('/chats').set(bearer(owner.token));
    expect(list.body.records.map((c: { title: string }) => c.title)).toEqual(['Quieto', 'Recente']);
    expect(list.body.records[0]).toMatchObject({ lastMessage: 'ok' });
  });

  it("refuses a blank message (400 naming message), non-members and another company's chat (404), no token (401)", async () => {
    const { company, admin, owner, member, outsider } = await chatsCast();
    const other = await chatsCast();
    const chat = await makeChat(company, owner, [member]);
    for (const body of [{}, { message: '   ' }, { message: '' }]) {
      const res = await api().post(`/chats/${chat.id}/messages`).set(bearer(member.token)).send(body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error: 'ERR_VALIDATION', field: 'message' });
    }
    for (const token of [outsider.token, admin.token, other.owner.token]) {
      const res = await api().post(`/chats/${chat.id}/messages`).set(bearer(token)).send({ message: 'entrando' });
      expect(res.status).toBe(404);
    }
    expect((await api().post(`/chats/${chat.id}/messages`).send({ message: 'oi' })).status).toBe(401);
    expect(await ChatMessage.count({ where: { companyId: company.id } })).toBe(0);
    expect(await unreadsOf(chat)).toEqual({ [owner.user.id]: 0, [member.user.id]: 0 });
    expect(chatEvents(company)).toEqual([]);
  });

  it('counts every unread when members post at the same time', async () => {
    const { company, owner, member, outsider } = await chatsCast();
    const chat = await makeChat(company, owner, [member, outsider]);
    await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        api()
          .post(`/chats/${chat.id}/messages`)
          .set(bearer(i % 2 ? owner.token : member.token))
          .send({ message: `m${i}` })
          .expect(201),
      ),
    );
    expect(await unreadsOf(chat)).toEqual({ [owner.user.id]: 3, [member.user.id]: 3, [outsider.user.id]: 6 });
  });
});

describe('GET /chats/:id/messages', () => {
  it("pages 20 at a time from the newest, each page oldest first, with the sender's name", async () => {
    const { company, owner, member } = await chatsCast();
    const chat = await makeChat(company, owner, [member]);
    for (let i = 1; i <= 25; i += 1) await writeChatMessage(chat, i % 2 ? owner : member, `msg ${i}`);
    const first = await api().get(`/chats/${chat.id}/messages`).set(bearer(member.token));
    expect(first.status).toBe(200);
    expectDto(chatMessagesPageSchema, first.body);
    expect(first.body.hasMore).toBe(true);
    expect(first.body.records.map((m: { message: string }) => m.message)).toEqual(Array.from({ length: 20 }, (_, i) => `msg ${i + 6}`));
    expect(first.body.records[0]).toEqual({
      id: expect.any(Number),
      chatId: chat.id,
      senderId: member.user.id,
      sender: { id: member.user.id, name: 'Bruna Membro' },
      message: 'msg 6',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const second = await api().get(`/chats/${chat.id}/messages`).query({ pageNumber: 2 }).set(bearer(member.token));
    expect(second.body).toMatchObject({ hasMore: false });
    expect(second.body.records.map((m: { message: string }) => m.message)).toEqual(['msg 1', 'msg 2', 'msg 3', 'msg 4', 'msg 5']);
  });

  it("is 404 for a non-member and another company's chat, 401 without a token", async () => {
    const { company, admin, owner, member, outsider } = await chatsCast();
    const other = await chatsCast();
    const chat = await makeChat(company, owner, [member]);
    await writeChatMessage(chat, owner, 'segredo');
    for (const token of [outsider.token, admin.token, other.owner.token]) {
      const res = await api().get(`/chats/${chat.id}/messages`).set(bearer(token));
      expect(res.status).toBe(404);
      expect(JSON.stringify(res.body)).not.toContain('segredo');
    }
    expect((await api().get(`/chats/${chat.id}/messages`)).status).toBe(401);
  });

  it('answers 400 naming pageNumber for a page that is not a positive number, or given twice', async () => {
    const { company, owner, member } = await chatsCast();
    const chat = await makeChat(company, owner, [member]);
    for (const pageNumber of ['abc', '0', '-1', '1.5', ['1', '2']]) {
      const res = await api().get(`/chats/${chat.id}/messages`).query({ pageNumber }).set(bearer(member.token));
      expect(res.status, String(pageNumber)).toBe(400);
      expect(res.body).toMatchObject({ error: 'ERR_VALIDATION', field: 'pageNumber' });
    }
    const unknown = await api().get(`/chats/${chat.id}/messages`).query({ since: 'yesterday' }).set(bearer(member.token));
    expect(unknown.body).toMatchObject({ error: 'ERR_VALIDATION', field: 'since' });
  });
});

describe('POST /chats/:id/read', () => {
  it("zeroes the caller's unreads only and tells the caller's own sessions", async () => {
    const { company, owner, member } = await chatsCast();
    const chat = await makeChat(company, owner, [member], {
      unreads: new Map([
        [owner, 4],
        [member, 7],
      ]),
    });
    const res = await api().post(`/chats/${chat.id}/read`).set(bearer(member.token)).send({ userId: member.user.id });
    expect(res.status).toBe(200);
    expectDto(chatSchema, res.body);
    expect(res.body).toMatchObject({ id: chat.id });
    expect(res.body.users.map((u: { userId: number; unreads: number }) => [u.userId, u.unreads])).toEqual([
      [owner.user.id, 4],
      [member.user.id, 0],
    ]);
    expect(await unreadsOf(chat)).toEqual({ [owner.user.id]: 4, [member.user.id]: 0 });
    expect(chatEvents(company)).toEqual([{ target: toUser(member), payload: { action: 'update', chat: res.body } }]);
    // Reading a chat already read changes nothing and tells nobody.
    await api().post(`/chats/${chat.id}/read`).set(bearer(member.token)).send({ userId: member.user.id }).expect(200);
    expect(chatEvents(company)).toHaveLength(1);
  });

  it("is 403 for another member's id, 400 without one, 404 for non-members and another company's chat", async () => {
    const { company, owner, member, outsider } = await chatsCast();
    const other = await chatsCast();
    const chat = await makeChat(company, owner, [member], { unreads: new Map([[owner, 4]]) });
    const forOwner = await api().post(`/chats/${chat.id}/read`).set(bearer(member.token)).send({ userId: owner.user.id });
    expect(forOwner.status).toBe(403);
    expect(forOwner.body.error).toBe('ERR_NO_PERMISSION');
    expect((await api().post(`/chats/${chat.id}/read`).set(bearer(member.token)).send({})).body).toMatchObject({ error: 'ERR_VALIDATION', field: 'userId' });
    expect((await api().post(`/chats/${chat.id}/read`).set(bearer(outsider.token)).send({ userId: outsider.user.id })).status).toBe(404);
    expect((await api().post(`/chats/${chat.id}/read`).set(bearer(other.owner.token)).send({ userId: other.owner.user.id })).status).toBe(404);
    expect((await api().post(`/chats/${chat.id}/read`).send({ userId: owner.user.id })).status).toBe(401);
    expect(await unreadsOf(chat)).toEqual({ [owner.user.id]: 4, [member.user.id]: 0 });
  });
});
