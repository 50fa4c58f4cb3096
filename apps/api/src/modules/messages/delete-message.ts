import type { MessageDTO } from '@zapdesk/shared';
import type { ServiceContext } from '../../core/context.js';
import { AppError } from '../../core/errors.js';
import { authorize } from '../../core/policy.js';
import { findOrFail } from '../../core/tenancy.js';
import { inTransaction } from '../../core/transaction.js';
import { whatsappGateway } from '../../core/whatsapp-gateway.js';
import { Contact, Message } from '../../models/index.js';
import { chatJidOf } from '../contacts/contact-jid.js';
import { publishMessages } from './message-events.js';
import { canActOnTicket } from './messages.policy.js';
import { findVisibleTicket, loadMessageDTOs } from './messages.queries.js';

/**
 * Deletes one of the company's messages for everyone: WhatsApp first (a failure is 502 and nothing
 * changes here), then isDeleted. Customers' messages cannot be deleted (400 ERR_DELETE_WAPP_MSG).
 * Deleting again is a no-op; a message that never reached WhatsApp is only marked.
 */
export async function deleteMessage(ctx: ServiceContext, id: number): Promise<MessageDTO> {
  const message = await findOrFail(Message, ctx, id);
  const ticket = await findVisibleTicket(ctx, message.ticketId);
  authorize(canActOnTicket(ctx, ticket));
  if (!message.fromMe) throw new AppError('ERR_DELETE_WAPP_MSG', 400, 'Only messages sent by the company can be deleted');
  if (!message.isDeleted) {
    if (message.wid && message.ack >= 0) {
      const contact = await Contact.findOne({ where: { id: ticket.contactId, companyId: ctx.companyId } });
      const chatId = contact && chatJidOf(contact);
      if (!chatId) throw new AppError('ERR_DELETE_WAPP_MSG', 400, 'The contact has no WhatsApp address');
      await whatsappGateway()
        .deleteForEveryone(ctx.companyId, ticket.whatsappId, { chatId, messageId: message.wid, fromMe: true })
        .catch((error: unknown) => {
          const reason = error instanceof AppError ? `${error.code}: ${error.message}` : 'WhatsApp did not delete the message';
          throw new AppError('ERR_DELETE_WAPP_MSG', 502, reason);
        });
    }
    await inTransaction(ctx, async (tx) => {
      await Message.update({ isDeleted: true }, { where: { companyId: ctx.companyId, id: message.id }, transaction: tx.transaction });
      await publishMessages(tx, ticket.id, [message.id], { action: 'update', ticketChanged: false });
    });
  }
  const [dto] = await loadMessageDTOs(ctx, [message.id]);
  return dto;
}
