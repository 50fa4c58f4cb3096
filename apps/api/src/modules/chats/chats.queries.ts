import { Op } from 'sequelize';
import type { CompanyEventPayloads } from '@zapdesk/shared';
import type { ServiceContext } from '../../core/context.js';
import { AppError, notFound } from '../../core/errors.js';
import { publish } from '../../core/events.js';
import { findOrFail } from '../../core/tenancy.js';
import { Chat, ChatUser, User } from '../../models/index.js';

/** A chat as the routes name it: its id, or (GET /chats/:id, the web's /chats/{uuid}) its uuid. */
export type ChatRef = { id: number } | { uuid: string };

/** The members of a chat with their names, to present it. */
export const chatIncludes = (ctx: ServiceContext) => [
  { model: ChatUser, where: { companyId: ctx.companyId }, required: false, include: [{ model: User, attributes: ['id', 'name'] }] },
];

/** A chat message's author, to present it. */
export const messageIncludes = [{ model: User, attributes: ['id', 'name'] }];

/** A chat of the company with its members; 404 when missing or another company's. */
export async function loadChat(ctx: ServiceContext, ref: ChatRef): Promise<Chat> {
  const chat = await Chat.findOne({ where: { ...ref, companyId: ctx.companyId }, include: chatIncludes(ctx), transaction: ctx.transaction });
  if (!chat) throw notFound();
  return chat;
}

/** Locks a chat row for the transaction's write (404 as loadChat), then loads it with its members. */
export async function lockChat(ctx: ServiceContext, id: number): Promise<Chat> {
  await findOrFail(Chat, ctx, id, 'ERR_NOT_FOUND', { lock: ctx.transaction?.LOCK.UPDATE });
  return loadChat(ctx, { id });
}

/** 400 naming `users` unless every id is a user of the caller's company. */
export async function ensureCompanyUsers(ctx: ServiceContext, userIds: number[]): Promise<void> {
  const found = await User.count({ where: { companyId: ctx.companyId, id: userIds }, transaction: ctx.transaction });
  if (found !== userIds.length) throw new AppError('ERR_VALIDATION', 400, 'users: every member must be a user of the company', { field: 'users' });
}

/** The member ids a chat gets from a request: the listed users (without repeats) plus the owner. */
export function memberIdsOf(users: number[], ownerId: number | null): number[] {
  return [...new Set(ownerId === null ? users : [ownerId, ...users])];
}

/** Makes the chat's members exactly these users: new ones start with no unreads, those staying keep theirs. */
export async function setChatMembers(ctx: ServiceContext, chat: Chat, userIds: number[]): Promise<void> {
  const current = (chat.users ?? []).map((member) => member.userId);
  const removed = current.filter((userId) => !userIds.includes(userId));
  const added = userIds.filter((userId) => !current.includes(userId));
  if (removed.length) {
    await ChatUser.destroy({ where: { companyId: ctx.companyId, chatId: chat.id, userId: { [Op.in]: removed } }, transaction: ctx.transaction });
  }
  if (added.length) {
    await ChatUser.bulkCreate(
      added.map((userId) => ({ chatId: chat.id, userId, unreads: 0, companyId: ctx.companyId })),
      { transaction: ctx.transaction },
    );
  }
}

/** Publishes a chat event to each member's user room (after the commit): never to the whole company. */
export function publishToMembers(ctx: ServiceContext, userIds: number[], payload: CompanyEventPayloads['chat']): void {
  for (const userId of new Set(userIds)) publish(ctx, { entity: 'chat', payload, target: { room: 'user', userId } });
}
