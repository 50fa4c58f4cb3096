import { describe, expect, it } from 'vitest';
import { createChat, fetchChat, fetchChatMessages, fetchChats, markChatRead, sendChatMessage, updateChat } from '../features/chats/api/chats-api';
import { expectChecked, seed, signInAs } from './kit';

describe('internal chat fetchers against the API', () => {
  it('POST, GET (list, by id and by uuid) and PUT /chats answer the chat DTOs', async () => {
    const created = await createChat({ title: 'Plantão contrato', users: [seed.agent.id] });
    expect(created.users.map((u) => u.userId).sort((a, b) => a - b)).toEqual([seed.admin.id, seed.agent.id].sort((a, b) => a - b));
    const page = await fetchChats({ searchParam: 'plantão contrato', pageNumber: 1 });
    expect(page.records.map((c) => c.id)).toContain(created.id);
    expect(await fetchChat(created.uuid)).toMatchObject({ id: created.id });
    expect(await fetchChat(String(created.id))).toMatchObject({ uuid: created.uuid });
    const renamed = await updateChat(created.id, { title: 'Plantão contrato 2', users: [seed.agent.id] });
    expect(renamed).toMatchObject({ id: created.id, title: 'Plantão contrato 2', ownerId: seed.admin.id });
    expectChecked('POST /chats', 'GET /chats', `GET /chats/${created.uuid}`, `PUT /chats/${created.id}`);
  });

  it('POST and GET /chats/:id/messages and POST /chats/:id/read answer the messages and the chat', async () => {
    const chat = await createChat({ title: 'Recados contrato', users: [seed.agent.id] });
    const sent = await sendChatMessage(chat.id, 'Bom dia, equipe');
    expect(sent).toMatchObject({ chatId: chat.id, senderId: seed.admin.id, message: 'Bom dia, equipe' });
    signInAs('agent');
    const history = await fetchChatMessages(chat.id, 1);
    expect(history.records).toEqual([sent]);
    const read = await markChatRead(chat.id, seed.agent.id);
    expect(read.users.find((u) => u.userId === seed.agent.id)?.unreads).toBe(0);
    expectChecked(`POST /chats/${chat.id}/messages`, `GET /chats/${chat.id}/messages`, `POST /chats/${chat.id}/read`);
  });
});
