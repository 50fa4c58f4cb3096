import type { ChatDTO } from '@zapdesk/shared';
import type { ServiceContext } from '../../core/context.js';
import { inTransaction } from '../../core/transaction.js';
import { authorizeChatEdit, chatMemberIds } from './chats.policy.js';
import { presentChat } from './chats.presenter.js';
import { ensureCompanyUsers, loadChat, lockChat, memberIdsOf, publishToMembers, setChatMembers } from './chats.queries.js';
import type { ChatUpdateInput } from './chats.schemas.js';

/**
 * PUT /chats/:id (the owner): the title and, when sent, the member list change. Members who stay keep
 * their unreads; the members get the chat, and those removed a delete so it leaves their lists.
 */
export async function updateChat(ctx: ServiceContext, id: number, input: ChatUpdateInput): Promise<ChatDTO> {
  return inTransaction(ctx, async (tx) => {
    const chat = await lockChat(tx, id);
    authorizeChatEdit(tx, chat);
    const before = chatMemberIds(chat);
    if (input.users) {
      const memberIds = memberIdsOf(input.users, chat.ownerId);
      await ensureCompanyUsers(tx, memberIds);
      await setChatMembers(tx, chat, memberIds);
    }
    if (input.title !== undefined) await chat.update({ title: input.title }, { transaction: tx.transaction });
    const dto = presentChat(await loadChat(tx, { id }));
    const after = dto.users.map((member) => member.userId);
    publishToMembers(
      tx,
      before.filter((userId) => !after.includes(userId)),
      { action: 'delete', chatId: id },
    );
    publishToMembers(tx, after, { action: 'update', chat: dto });
    return dto;
  });
}
