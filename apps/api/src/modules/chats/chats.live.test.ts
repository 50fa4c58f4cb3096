import { describe, expect, it } from 'vitest';
import type { Company } from '../../models/index.js';
import type { TestUser } from '../../test/factories.js';
import { settled, useLiveRealtime, type Listener } from '../../test/live-realtime.js';
import { chatsCast, makeChat } from './chats.test-kit.js';

// Chat events through real sockets and the Redis emitter: each reaches the sockets of the chat's members
// and nobody else (not the company's admins, not the other users of the company, not another company).

const { http, listening } = useLiveRealtime();
const bearer = (user: TestUser) => ({ Authorization: `Bearer ${user.token}` });

/** What a listener heard of the company's chats: `action` plus the message text or the chat title. */
function chatNews(listener: Listener, company: Company): string[] {
  return listener.received
    .filter((e) => e.event === `company-${company.id}-chat`)
    .map(({ payload }) => {
      if (payload.action === 'new-message') return `new-message:${(payload.message as { message: string }).message}`;
      if (payload.action === 'delete') return 'delete';
      return `${String(payload.action)}:${(payload.chat as { title: string }).title}`;
    });
}

describe("chat events reach the chat's members only", () => {
  it('create, messages, read, edit and delete: the members hear them, the admin and the others never', async () => {
    const { company, admin, owner, member, outsider } = await chatsCast();
    const other = await chatsCast();
    const [ownerSocket, memberSocket, outsiderSocket, adminSocket, foreignSocket] = await Promise.all(
      [owner, member, outsider, admin, other.owner].map(listening),
    );

    const created = await http()
      .post('/chats')
      .set(bearer(owner))
      .send({ title: 'Dupla', users: [member.user.id] })
      .expect(201);
    const chatId = created.body.id as number;
    await http().post(`/chats/${chatId}/messages`).set(bearer(member)).send({ message: 'Bom dia!' }).expect(201);
    await http().post(`/chats/${chatId}/read`).set(bearer(owner)).send({ userId: owner.user.id }).expect(200);
    await http().put(`/chats/${chatId}`).set(bearer(owner)).send({ title: 'Dupla dinâmica' }).expect(200);
    await http().delete(`/chats/${chatId}`).set(bearer(owner)).expect(200);
    await settled(company.id, [ownerSocket, memberSocket, outsiderSocket, adminSocket]);
    await settled(other.company.id, [foreignSocket]);

    expect(chatNews(ownerSocket, company)).toEqual(['create:Dupla', 'new-message:Bom dia!', 'update:Dupla', 'update:Dupla dinâmica', 'delete']);
    expect(chatNews(memberSocket, company)).toEqual(['create:Dupla', 'new-message:Bom dia!', 'update:Dupla dinâmica', 'delete']);
    expect(chatNews(outsiderSocket, company)).toEqual([]);
    expect(chatNews(adminSocket, company)).toEqual([]);
    expect(foreignSocket.received.filter((e) => e.event.startsWith(`company-${company.id}-`))).toEqual([]);

    // The message reaches the owner with the chat and the owner's new unread.
    const news = ownerSocket.received.find((e) => e.payload.action === 'new-message')?.payload as {
      message: { senderId: number; sender: { name: string } };
      chat: { id: number; users: { userId: number; unreads: number }[] };
    };
    expect(news.message).toMatchObject({ senderId: member.user.id, sender: { name: 'Bruna Membro' } });
    expect(news.chat.id).toBe(chatId);
    expect(news.chat.users.find((u) => u.userId === owner.user.id)?.unreads).toBe(1);
  });

  it('a member added later hears the chat from then on; a removed one hears the removal and nothing after', async () => {
    const { company, owner, member, outsider } = await chatsCast();
    const chat = await makeChat(company, owner, [member], { title: 'Rodízio' });
    const [memberSocket, outsiderSocket] = await Promise.all([member, outsider].map(listening));

    await http().post(`/chats/${chat.id}/messages`).set(bearer(owner)).send({ message: 'antes' }).expect(201);
    await http()
      .put(`/chats/${chat.id}`)
      .set(bearer(owner))
      .send({ users: [outsider.user.id] })
      .expect(200);
    await http().post(`/chats/${chat.id}/messages`).set(bearer(owner)).send({ message: 'depois' }).expect(201);
    await settled(company.id, [memberSocket, outsiderSocket]);

    expect(chatNews(memberSocket, company)).toEqual(['new-message:antes', 'delete']);
    expect(chatNews(outsiderSocket, company)).toEqual(['update:Rodízio', 'new-message:depois']);
  });
});
