import type { MessageDTO } from '@zapdesk/shared';
import type { ServiceContext } from '../../core/context.js';
import { AppError } from '../../core/errors.js';
import { inTransaction } from '../../core/transaction.js';
import { whatsappGateway } from '../../core/whatsapp-gateway.js';
import { Message } from '../../models/index.js';
import { chatOfTicket, engineFailure, findActionableMessage } from './message-action.js';
import { publishMessages } from './message-events.js';
import { loadMessageDTOs } from './messages.queries.js';

/**
 * Deletes one of the company's messages for everyone: WhatsApp first (a failure is 502 and nothing
 * changes here), then isDeleted. Customers' messages cannot be deleted (400 ERR_DELETE_WAPP_MSG).
 * Deleting again is a no-op; a message that never reached WhatsApp is only marked.
 */
export async function deleteMessage(ctx: ServiceContext, id: number): Promise<MessageDTO> {
  const { message, ticket } = await findActionableMessage(ctx, id);
  if (!message.fromMe) throw new AppError('ERR_DELETE_WAPP_MSG', 400, 'Only messages sent by the company can be deleted');
  if (!message.isDeleted) {
    if (message.wid && message.ack >= 0) {
      const chatId = await chatOfTicket(ctx, ticket, 'ERR_DELETE_WAPP_MSG');
      await whatsappGateway()
        .deleteForEveryone(ctx.companyId, ticket.whatsappId, { chatId, messageId: message.wid, fromMe: true })
        .catch(engineFailure('ERR_DELETE_WAPP_MSG', 'WhatsApp did not delete the message'));
    }
    await inTransaction(ctx, async (tx) => {
      await Message.update({ isDeleted: true }, { where: { companyId: ctx.companyId, id: message.id }, transaction: tx.transaction });
      await publishMessages(tx, ticket.id, [message.id], { action: 'update', ticketChanged: false });
    });
  }
  const [dto] = await loadMessageDTOs(ctx, [message.id]);
  return dto;
}
