import type { ChatDTO } from '@zapdesk/shared';
import { actorUserId, type ServiceContext } from '../../core/context.js';
import { forbidden } from '../../core/errors.js';
import { inTransaction } from '../../core/transaction.js';
import { Chat } from '../../models/index.js';
import { presentChat } from './chats.presenter.js';
import { ensureCompanyUsers, loadChat, memberIdsOf, publishToMembers, setChatMembers } from './chats.queries.js';
import type { ChatCreateInput } from './chats.schemas.js';

/** POST /chats: a chat owned by the caller with the listed users (and the caller) as members. */
export async function createChat(ctx: ServiceContext, input: ChatCreateInput): Promise<ChatDTO> {
  const ownerId = actorUserId(ctx);
  if (ownerId === null) throw forbidden();
  return inTransaction(ctx, async (tx) => {
    const memberIds = memberIdsOf(input.users, ownerId);
    await ensureCompanyUsers(tx, memberIds);
    const created = await Chat.create({ title: input.title, ownerId, companyId: ctx.companyId }, { transaction: tx.transaction });
    await setChatMembers(tx, created, memberIds);
    const dto = presentChat(await loadChat(tx, { id: created.id }));
    publishToMembers(tx, memberIds, { action: 'create', chat: dto });
    return dto;
  });
}
