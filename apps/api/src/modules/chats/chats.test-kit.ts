import type { Company } from '../../models/index.js';
import { Chat, ChatMessage, ChatUser } from '../../models/index.js';
import { eventsFor } from '../../test/events.js';
import { createTenant, createUser, type TestUser } from '../../test/factories.js';

// A company with an admin, a chat owner, a member and an outsider (same company, in no chat), and chats
// built straight with the models.

export async function chatsCast(overrides: Parameters<typeof createTenant>[0] = {}) {
  const { company, admin, agent: owner } = await createTenant(overrides);
  await owner.user.update({ name: 'Otávio Dono' });
  const member = await createUser(company, { name: 'Bruna Membro' });
  const outsider = await createUser(company, { name: 'Carlos De Fora' });
  return { company, admin, owner, member, outsider };
}

/** A chat owned by `owner` with `members` (and the owner) as members, their unreads as given. */
export async function makeChat(
  company: Company,
  owner: TestUser,
  members: TestUser[],
  overrides: { title?: string; lastMessage?: string; unreads?: Map<TestUser, number> } = {},
): Promise<Chat> {
  const chat = await Chat.create({
    title: overrides.title ?? 'Equipe',
    ownerId: owner.user.id,
    lastMessage: overrides.lastMessage ?? '',
    companyId: company.id,
  });
  for (const user of [owner, ...members]) {
    await ChatUser.create({ chatId: chat.id, userId: user.user.id, unreads: overrides.unreads?.get(user) ?? 0, companyId: company.id });
  }
  return chat;
}

/** A message written straight into a chat (no counters, no events). */
export const writeChatMessage = (chat: Chat, sender: TestUser, message: string) =>
  ChatMessage.create({ chatId: chat.id, senderId: sender.user.id, message, companyId: chat.companyId });

/** The unread counts of a chat's members, by user id. */
export async function unreadsOf(chat: Chat): Promise<Record<number, number>> {
  const members = await ChatUser.findAll({ where: { companyId: chat.companyId, chatId: chat.id } });
  return Object.fromEntries(members.map((m) => [m.userId, m.unreads]));
}

/** The chat events published for a company: where each went and what it said. */
export const chatEvents = (company: Company) =>
  eventsFor(company.id)
    .filter((e) => e.event === `company-${company.id}-chat`)
    .map((e) => ({ target: e.target, payload: e.payload as Record<string, unknown> }));

/** The user room target of an event. */
export const toUser = (user: TestUser) => ({ room: 'user', userId: user.user.id });
