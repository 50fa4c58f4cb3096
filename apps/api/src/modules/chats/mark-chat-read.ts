import { Op } from 'sequelize';
import type { ChatDTO } from '@zapdesk/shared';
import type { ServiceContext } from '../../core/context.js';
import { authorize } from '../../core/policy.js';
import { inTransaction } from '../../core/transaction.js';
import { ChatUser } from '../../models/index.js';
import { authorizeChatView } from './chats.policy.js';
import { presentChat } from './chats.presenter.js';
import { loadChat, publishToMembers } from './chats.queries.js';
import type { ChatReadInput } from './chats.schemas.js';

/**
 * POST /chats/:id/read {userId} (members): zeroes the caller's unreads. The body names the caller
 * (the contract's field); naming anyone else is 403. The caller's other tabs get the updated chat.
 */
export async function markChatRead(ctx: ServiceContext, chatId: number, input: ChatReadInput): Promise<ChatDTO> {
  return inTransaction(ctx, async (tx) => {
    const chat = await loadChat(tx, { id: chatId });
    const userId = authorizeChatView(tx, chat);
    authorize(input.userId === userId);
    const [changed] = await ChatUser.update(
      { unreads: 0 },
      { where: { companyId: ctx.companyId, chatId, userId, unreads: { [Op.gt]: 0 } }, transaction: tx.transaction },
    );
    const dto = presentChat(await loadChat(tx, { id: chatId }));
    if (changed) publishToMembers(tx, [userId], { action: 'update', chat: dto });
    return dto;
  });
}
