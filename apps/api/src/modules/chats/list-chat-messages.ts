import type { ChatMessagesPage } from '@zapdesk/shared';
import type { ServiceContext } from '../../core/context.js';
import { ChatMessage } from '../../models/index.js';
import { authorizeChatView } from './chats.policy.js';
import { presentChatMessage } from './chats.presenter.js';
import { loadChat, messageIncludes } from './chats.queries.js';
import type { ChatMessageListInput } from './chats.schemas.js';

export const CHAT_MESSAGES_PAGE_SIZE = 20;

/** GET /chats/:id/messages (members): page 1 is the newest 20 messages; each page reads oldest first. */
export async function listChatMessages(ctx: ServiceContext, chatId: number, input: ChatMessageListInput): Promise<ChatMessagesPage> {
  const chat = await loadChat(ctx, { id: chatId });
  authorizeChatView(ctx, chat);
  const page = input.pageNumber ?? 1;
  const rows = await ChatMessage.findAll({
    where: { companyId: ctx.companyId, chatId },
    include: messageIncludes,
    order: [
      ['createdAt', 'DESC'],
      ['id', 'DESC'],
    ],
    limit: CHAT_MESSAGES_PAGE_SIZE + 1,
    offset: (page - 1) * CHAT_MESSAGES_PAGE_SIZE,
    transaction: ctx.transaction,
  });
  return { records: rows.slice(0, CHAT_MESSAGES_PAGE_SIZE).reverse().map(presentChatMessage), hasMore: rows.length > CHAT_MESSAGES_PAGE_SIZE };
}
