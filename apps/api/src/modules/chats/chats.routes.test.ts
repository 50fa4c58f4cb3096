import { describe, expect, it } from 'vitest';
import { chatSchema, chatsPageSchema } from '@zapdesk/shared';
import { Chat, ChatMessage, ChatUser } from '../../models/index.js';
import { expectDto } from '../../test/expect-dto.js';
import { api, bearer } from '../../test/http.js';
import { createTenant } from '../../test/factories.js';
import { chatEvents, chatsCast, makeChat, toUser, unreadsOf, writeChatMessage } from './chats.test-kit.js';

const titles = (records: { title: string }[]) => records.map((r) => r.title);
const memberIds = (chat: { users: { userId: number }[] }) => chat.users.map((u) => u.userId).sort((a, b) => a - b);
const sorted = (...ids: number[]) => [...ids].sort((a, b) => a - b);

describe('POST /chats', () => {
  it('creates a chat owned by the caller, with the caller among its members, in the ChatDTO shape', async () => {
    const { company, owner, member } = await chatsCast();
    const res = await api()
      .post('/chats')
      .set(bearer(owner.token))
      .send({ title: '  Plantão de sábado ', users: [member.user.id, member.user.id] });
    expect(res.status).toBe(201);
    expectDto(chatSchema, res.body);
    expect(res.body).toEqual({
      id: expect.any(Number),
      uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      title: 'Plantão de sábado',
      ownerId: owner.user.id,
      lastMessage: '',
      companyId: company.id,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      users: [
        { chatId: res.body.id, userId: owner.user.id, unreads: 0, user: { id: owner.user.id, name: 'Otávio Dono' } },
        { chatId: res.body.id, userId: member.user.id, unreads: 0, user: { id: member.user.id, name: 'Bruna Membro' } },
      ],
    });
    // Only the members hear of it, each in their own room.
    expect(chatEvents(company)).toEqual([
      { target: toUser(owner), payload: { action: 'create', chat: res.body } },
      { target: toUser(member), payload: { action: 'create', chat: res.body } },
    ]);
  });

  it("answers 400 naming title or users with the spec's texts, and 401 without a token", async () => {
    const { owner, member } = await chatsCast();
    for (const body of [{ users: [member.user.id] }, { title: '   ', users: [member.user.id] }]) {
      const res = await api().post('/chats').set(bearer(owner.token)).send(body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error: 'ERR_VALIDATION', field: 'title' });
      expect(res.body.message).toContain('Por favor, preencha o título da conversa.');
    }
    for (const body of [{ title: 'Sem ninguém' }, { title: 'Sem ninguém', users: [] }]) {
      const res = await api().post('/chats').set(bearer(owner.token)).send(body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error: 'ERR_VALIDATION', field: 'users' });
      expect(res.body.message).toContain('Por favor, selecione pelo menos um usuário.');
    }
    const badId = await api()
      .post('/chats')
      .set(bearer(owner.token))
      .send({ title: 'x', users: ['abc'] });
    expect(badId.body).toMatchObject({ error: 'ERR_VALIDATION', field: 'users[0]' });
    expect(
      (
        await api()
          .post('/chats')
          .send({ title: 'x', users: [member.user.id] })
      ).status,
    ).toBe(401);
  });

  it('refuses members who are not users of the company (400 naming users) and creates nothing', async () => {
    const { company, owner, member } = await chatsCast();
    const other = await createTenant();
    for (const users of [[member.user.id, other.agent.user.id], [2_000_000_000]]) {
      const res = await api().post('/chats').set(bearer(owner.token)).send({ title: 'Intrusos', users });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error: 'ERR_VALIDATION', field: 'users' });
    }
    expect(await Chat.count({ where: { companyId: company.id } })).toBe(0);
    expect(chatEvents(company)).toEqual([]);
  });
});

describe('the plan flag useInternalChat', () => {
  it('turns every /chats route into 403 ERR_NO_PERMISSION when off', async () => {
    const { company, owner, member } = await chatsCast({ plan: { useInternalChat: false } });
    const chat = await makeChat(company, owner, [member]);
    const calls = [
      api().get('/chats'),
      api().get(`/chats/${chat.id}`),
      api()
        .post('/chats')
        .send({ title: 'x', users: [member.user.id] }),
      api().put(`/chats/${chat.id}`).send({ title: 'y' }),
      api().delete(`/chats/${chat.id}`),
      api().get(`/chats/${chat.id}/messages`),
      api().post(`/chats/${chat.id}/messages`).send({ message: 'oi' }),
      api().post(`/chats/${chat.id}/read`).send({ userId: owner.user.id }),
    ];
    for (const call of calls) {
      const res = await call.set(bearer(owner.token));
      expect(res.status).toBe(403);
      expect(res.body.error).toBe('ERR_NO_PERMISSION');
    }
    expect(await Chat.count({ where: { companyId: company.id } })).toBe(1);
    expect(await ChatMessage.count({ where: { companyId: company.id } })).toBe(0);
  });
});

describe('GET /chats', () => {
  it("lists only the caller's chats, most recently active first, with every member's unreads", async () => {
    const { company, admin, owner, member, outsider } = await chatsCast();
    const other = await chatsCast();
    const older = await makeChat(company, owner, [member], { title: 'Antigo' });
    const newer = await makeChat(company, member, [owner], { title: 'Novo', unreads: new Map([[owner, 3]]) });
    await makeChat(company, outsider, [admin], { title: 'Dos outros' });
    await makeChat(other.company, other.owner, [other.member], { title: 'Outra empresa' });
    await older.update({ lastMessage: 'mexeu por último' });

    const res = await api().get('/chats').set(bearer(owner.token));
    expect(res.status).toBe(200);
    expectDto(chatsPageSchema, res.body);
    expect(res.body.hasMore).toBe(false);
    expect(titles(res.body.records)).toEqual(['Antigo', 'Novo']);
    expect(res.body.records[1]).toMatchObject({ id: newer.id, ownerId: member.user.id });
    expect(res.body.records[1].users).toEqual([
      { chatId: newer.id, userId: member.user.id, unreads: 0, user: { id: member.user.id, name: 'Bruna Membro' } },
      { chatId: newer.id, userId: owner.user.id, unreads: 3, user: { id: owner.user.id, name: 'Otávio Dono' } },
    ]);
    // Admins see no chat they are not in; a user in none gets an empty page.
    expect(titles((await api().get('/chats').set(bearer(admin.token))).body.records)).toEqual(['Dos outros']);
    const nobody = await chatsCast();
    expect((await api().get('/chats').set(bearer(nobody.owner.token))).body).toEqual({ records: [], hasMore: false });
    expect((await api().get('/chats')).status).toBe(401);
  });

  it('searches titles (any case, wildcards taken literally) and pages 20 at a time', async () => {
    const { company, owner, member } = await chatsCast();
    for (let i = 1; i <= 21; i += 1) await makeChat(company, owner, [member], { title: `Sala ${String(i).padStart(2, '0')}` });
    await makeChat(company, owner, [member], { title: 'Financeiro 100%' });
    const first = await api().get('/chats').set(bearer(member.token));
    expect(first.body.records).toHaveLength(20);
    expect(first.body.hasMore).toBe(true);
    expect(first.body.records[0].title).toBe('Financeiro 100%');
    const second = await api().get('/chats').query({ pageNumber: 2 }).set(bearer(member.token));
    expect(titles(second.body.records)).toEqual(['Sala 02', 'Sala 01']);
    expect(second.body.hasMore).toBe(false);
    const search = async (searchParam: string) => titles((await api().get('/chats').query({ searchParam }).set(bearer(member.token))).body.records);
    expect(await search('FINANCEIRO')).toEqual(['Financeiro 100%']);
    expect(await search('0%')).toEqual(['Financeiro 100%']);
    expect(await search('sala 2')).toEqual(['Sala 21', 'Sala 20']);
    const bad = await api().get('/chats').query({ pageNumber: 0 }).set(bearer(member.token));
    expect(bad.body).toMatchObject({ error: 'ERR_VALIDATION', field: 'pageNumber' });
  });
});

describe('GET /chats/:id', () => {
  it("shows a chat to its members by id or uuid; 404 for a non-member, another company's or a malformed id", async () => {
    const { company, admin, owner, member, outsider } = await chatsCast();
    const other = await chatsCast();
    const chat = await makeChat(company, owner, [member], { title: 'Privado' });
    const foreign = await makeChat(other.company, other.owner, [other.member]);
    expect((await api().get(`/chats/${chat.id}`).set(bearer(member.token))).body).toMatchObject({ id: chat.id, title: 'Privado' });
    expect((await api().get(`/chats/${chat.uuid.toUpperCase()}`).set(bearer(owner.token))).body).toMatchObject({ id: chat.id, uuid: chat.uuid });
    for (const [token, path] of [
      [outsider.token, `/chats/${chat.id}`],
      [admin.token, `/chats/${chat.uuid}`],
      [owner.token, `/chats/${foreign.id}`],
      [owner.token, `/chats/${foreign.uuid}`],
      [owner.token, '/chats/not-a-chat'],
    ]) {
      const res = await api().get(path).set(bearer(token));
      expect(res.status).toBe(404);
      expect(res.body.error).toBe('ERR_NOT_FOUND');
    }
    expect((await api().get(`/chats/${chat.id}`)).status).toBe(401);
  });
});

describe('PUT /chats/:id', () => {
  it('lets the owner rename and change members: those staying keep their unreads, the owner stays, the removed are told to drop it', async () => {
    const { company, owner, member, outsider } = await chatsCast();
    const chat = await makeChat(company, owner, [member], {
      unreads: new Map([
        [owner, 2],
        [member, 5],
      ]),
    });
    const res = await api()
      .put(`/chats/${chat.id}`)
      .set(bearer(owner.token))
      .send({ title: 'Novo nome', users: [outsider.user.id] });
    expect(res.status).toBe(200);
    expectDto(chatSchema, res.body);
    expect(res.body).toMatchObject({ id: chat.id, title: 'Novo nome', ownerId: owner.user.id });
    expect(memberIds(res.body)).toEqual(sorted(owner.user.id, outsider.user.id));
    expect(await unreadsOf(chat)).toEqual({ [owner.user.id]: 2, [outsider.user.id]: 0 });
    expect(chatEvents(company)).toEqual([
      { target: toUser(member), payload: { action: 'delete', chatId: chat.id } },
      { target: toUser(owner), payload: { action: 'update', chat: res.body } },
      { target: toUser(outsider), payload: { action: 'update', chat: res.body } },
    ]);
    // A title alone keeps the members.
    const renamed = await api().put(`/chats/${chat.id}`).set(bearer(owner.token)).send({ title: 'Só o nome' });
    expect(renamed.body.title).toBe('Só o nome');
    expect(memberIds(renamed.body)).toEqual(sorted(owner.user.id, outsider.user.id));
  });

  it("is 403 for a member who is not the owner, 404 for a non-member and another company's chat, 400 on bad input", async () => {
    const { company, owner, member, outsider } = await chatsCast();
    const other = await chatsCast();
    const chat = await makeChat(company, owner, [member], { title: 'Original' });
    const denied = await api().put(`/chats/${chat.id}`).set(bearer(member.token)).send({ title: 'Tomado' });
    expect(denied.status).toBe(403);
    expect(denied.body.error).toBe('ERR_NO_PERMISSION');
    expect((await api().put(`/chats/${chat.id}`).set(bearer(outsider.token)).send({ title: 'Tomado' })).status).toBe(404);
    expect((await api().put(`/chats/${chat.id}`).set(bearer(other.owner.token)).send({ title: 'Tomado' })).status).toBe(404);
    const blank = await api().put(`/chats/${chat.id}`).set(bearer(owner.token)).send({ title: ' ' });
    expect(blank.body).toMatchObject({ error: 'ERR_VALIDATION', field: 'title' });
    const empty = await api().put(`/chats/${chat.id}`).set(bearer(owner.token)).send({ users: [] });
    expect(empty.body).toMatchObject({ error: 'ERR_VALIDATION', field: 'users' });
    const foreignUser = await api()
      .put(`/chats/${chat.id}`)
      .set(bearer(owner.token))
      .send({ users: [other.member.user.id] });
    expect(foreignUser.body).toMatchObject({ error: 'ERR_VALIDATION', field: 'users' });
    expect(await Chat.findOne({ where: { id: chat.id, companyId: company.id } })).toMatchObject({ title: 'Original' });
    expect(await unreadsOf(chat)).toEqual({ [owner.user.id]: 0, [member.user.id]: 0 });
    expect((await api().put(`/chats/${chat.id}`).send({ title: 'x' })).status).toBe(401);
  });
});

describe('DELETE /chats/:id', () => {
  it('lets the owner delete the chat with its messages; every member is told', async () => {
    const { company, owner, member } = await chatsCast();
    const chat = await makeChat(company, owner, [member]);
    await writeChatMessage(chat, member, 'até mais');
    await api().delete(`/chats/${chat.id}`).set(bearer(owner.token)).expect(200);
    expect(await Chat.count({ where: { companyId: company.id } })).toBe(0);
    expect(await ChatUser.count({ where: { companyId: company.id } })).toBe(0);
    expect(await ChatMessage.count({ where: { companyId: company.id } })).toBe(0);
    expect(chatEvents(company)).toEqual([
      { target: toUser(owner), payload: { action: 'delete', chatId: chat.id } },
      { target: toUser(member), payload: { action: 'delete', chatId: chat.id } },
    ]);
  });

  it("is 403 for a member who is not the owner, 404 for a non-member and another company's chat", async () => {
    const { company, owner, member, outsider } = await chatsCast();
    const other = await chatsCast();
    const chat = await makeChat(company, owner, [member]);
    const denied = await api().delete(`/chats/${chat.id}`).set(bearer(member.token));
    expect(denied.status).toBe(403);
    expect(denied.body.error).toBe('ERR_NO_PERMISSION');
    expect((await api().delete(`/chats/${chat.id}`).set(bearer(outsider.token))).status).toBe(404);
    expect((await api().delete(`/chats/${chat.id}`).set(bearer(other.owner.token))).status).toBe(404);
    expect((await api().delete(`/chats/${chat.id}`)).status).toBe(401);
    expect(await Chat.count({ where: { companyId: company.id } })).toBe(1);
    expect(chatEvents(company)).toEqual([]);
  });

  it("keeps a deleted owner's chat for the others, and nobody may edit it any more", async () => {
    const { company, owner, member } = await chatsCast();
    const chat = await makeChat(company, owner, [member], { title: 'Órfão' });
    await owner.user.destroy();
    const res = await api().get(`/chats/${chat.id}`).set(bearer(member.token));
    expect(res.body).toMatchObject({ title: 'Órfão', ownerId: null });
    expect(memberIds(res.body)).toEqual([member.user.id]);
    expect((await api().put(`/chats/${chat.id}`).set(bearer(member.token)).send({ title: 'Meu' })).status).toBe(403);
  });
});
