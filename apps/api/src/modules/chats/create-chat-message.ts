import { Op } from 'sequelize';
import type { ChatMessageDTO } from '@zapdesk/shared';
import type { ServiceContext } from '../../core/context.js';
import { findOrFail } from '../../core/tenancy.js';
import { inTransaction } from '../../core/transaction.js';
import { ChatMessage, ChatUser } from '../../models/index.js';
import { authorizeChatView, chatMemberIds } from './chats.policy.js';
import { presentChat, presentChatMessage } from './chats.presenter.js';
import { loadChat, lockChat, messageIncludes, publishToMembers } from './chats.queries.js';
import type { ChatMessageCreateInput } from './chats.schemas.js';

/**
 * POST /chats/:id/messages (members): stores the message, adds one unread for every other member and
 * makes it the chat's last message, under the chat's row lock (concurrent posts count every unread).
 * The members get `new-message` with the message and the chat with everyone's unreads.
 */
export async function createChatMessage(ctx: ServiceContext, chatId: number, input: ChatMessageCreateInput): Promise<ChatMessageDTO> {
  return inTransaction(ctx, async (tx) => {
    const chat = await lockChat(tx, chatId);
    const senderId = authorizeChatView(tx, chat);
    const created = await ChatMessage.create({ chatId, senderId, message: input.message, companyId: ctx.companyId }, { transaction: tx.transaction });
    await ChatUser.increment('unreads', {
      by: 1,
      where: { companyId: ctx.companyId, chatId, userId: { [Op.ne]: senderId } },
      transaction: tx.transaction,
    });
    chat.set('lastMessage', input.message);
    // The same text twice is still new activity: the chat moves to the top of the lists.
    chat.changed('lastMessage', true);
    await chat.save({ transaction: tx.transaction });
    const message = presentChatMessage(await findOrFail(ChatMessage, tx, created.id, 'ERR_NOT_FOUND', { include: messageIncludes }));
    const dto = presentChat(await loadChat(tx, { id: chatId }));
    publishToMembers(tx, chatMemberIds(chat), { action: 'new-message', message, chat: dto });
    return message;
  });
}
