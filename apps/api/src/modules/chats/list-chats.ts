import { Op } from 'sequelize';
import type { ChatsPage } from '@zapdesk/shared';
import { actorUserId, type ServiceContext } from '../../core/context.js';
import { Chat, ChatUser } from '../../models/index.js';
import { presentChat } from './chats.presenter.js';
import { chatIncludes } from './chats.queries.js';
import type { ChatListInput } from './chats.schemas.js';
import { containsPattern } from '../../core/like.js';

export const CHATS_PAGE_SIZE = 20;

// Most recently active first; id breaks ties so pages never repeat or skip a chat.
const newestFirst: [string, string][] = [
  ['updatedAt', 'DESC'],
  ['id', 'DESC'],
];

/** GET /chats: a page of 20 of the caller's chats, most recently active first; search in titles. */
export async function listChats(ctx: ServiceContext, input: ChatListInput): Promise<ChatsPage> {
  const userId = actorUserId(ctx);
  if (userId === null) return { records: [], hasMore: false };
  const page = input.pageNumber ?? 1;
  const search = input.searchParam?.trim();
  const memberships = await ChatUser.findAll({ where: { companyId: ctx.companyId, userId }, attributes: ['chatId'], transaction: ctx.transaction });
  if (!memberships.length) return { records: [], hasMore: false };
  // One query for the page's ids (a row per chat), one for those chats with every member.
  const ids = await Chat.findAll({
    where: { companyId: ctx.companyId, id: memberships.map((m) => m.chatId), ...(search && { title: { [Op.iLike]: containsPattern(search) } }) },
    attributes: ['id'],
    order: newestFirst,
    limit: CHATS_PAGE_SIZE + 1,
    offset: (page - 1) * CHATS_PAGE_SIZE,
    transaction: ctx.transaction,
  });
  const pageIds = ids.slice(0, CHATS_PAGE_SIZE).map((chat) => chat.id);
  if (!pageIds.length) return { records: [], hasMore: false };
  const chats = await Chat.findAll({
    where: { companyId: ctx.companyId, id: pageIds },
    include: chatIncludes(ctx),
    order: newestFirst,
    transaction: ctx.transaction,
  });
  return { records: chats.map(presentChat), hasMore: ids.length > CHATS_PAGE_SIZE };
}
