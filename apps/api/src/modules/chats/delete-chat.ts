import type { ServiceContext } from '../../core/context.js';
import { inTransaction } from '../../core/transaction.js';
import { authorizeChatEdit, chatMemberIds } from './chats.policy.js';
import { lockChat, publishToMembers } from './chats.queries.js';

/** DELETE /chats/:id (the owner): the chat with its members and messages; every member is told. */
export async function deleteChat(ctx: ServiceContext, id: number): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    const chat = await lockChat(tx, id);
    authorizeChatEdit(tx, chat);
    await chat.destroy({ transaction: tx.transaction });
    publishToMembers(tx, chatMemberIds(chat), { action: 'delete', chatId: id });
  });
}
