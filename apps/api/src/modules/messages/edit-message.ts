import type { MessageDTO } from '@zapdesk/shared';
import { now } from '../../core/clock.js';
import type { ServiceContext } from '../../core/context.js';
import { AppError } from '../../core/errors.js';
import { inTransaction } from '../../core/transaction.js';
import { whatsappGateway } from '../../core/whatsapp-gateway.js';
import { Message, Ticket } from '../../models/index.js';
import { chatOfTicket, engineFailure, findActionableMessage, reachedWhatsapp } from './message-action.js';
import { summaryOf } from './message-content.js';
import { publishMessages } from './message-events.js';
import { loadMessageDTOs } from './messages.queries.js';

/** WhatsApp takes edits of a message for 15 minutes after it was sent (docs/contract.md §7, PUT /messages/{id}). */
export const EDIT_WINDOW_MS = 15 * 60_000;

const refuse = (reason: string) => new AppError('ERR_SENDING_WAPP_MSG', 400, reason);

/**
 * An attendant corrects one of the company's own text messages within WhatsApp's window: the edit goes to the
 * customer through the engine first (a failure is 502 and nothing changes here), then the message takes the new
 * text with isEdited (an appMessage update), and the ticket's preview when it was the last message.
 */
export async function editMessage(ctx: ServiceContext, id: number, body: string): Promise<MessageDTO> {
  const { message, ticket } = await findActionableMessage(ctx, id);
  if (!message.fromMe || message.isAutomatic || message.mediaType !== 'chat') throw refuse('Only our own text messages can be edited');
  if (message.isDeleted) throw refuse('A deleted message cannot be edited');
  if (!message.wid || !(await reachedWhatsapp(message))) throw refuse('The message has not reached WhatsApp');
  if (now().getTime() - message.createdAt.getTime() > EDIT_WINDOW_MS) throw refuse('WhatsApp takes edits for 15 minutes after sending');
  if (body !== message.body) {
    const chatId = await chatOfTicket(ctx, ticket, 'ERR_SENDING_WAPP_MSG');
    await whatsappGateway()
      .edit(ctx.companyId, ticket.whatsappId, { chatId, messageId: message.wid, body })
      .catch(engineFailure('ERR_SENDING_WAPP_MSG', 'WhatsApp did not take the edit'));
    await inTransaction(ctx, async (tx, transaction) => {
      const locked = await Ticket.findOne({ where: { id: ticket.id, companyId: ctx.companyId }, lock: transaction.LOCK.UPDATE, transaction });
      await Message.update({ body, isEdited: true }, { where: { companyId: ctx.companyId, id: message.id }, transaction });
      const last = await Message.findOne({
        where: { companyId: ctx.companyId, ticketId: ticket.id },
        order: [
          ['createdAt', 'DESC'],
          ['id', 'DESC'],
        ],
        attributes: ['id'],
        transaction,
      });
      const isLast = Boolean(locked && last?.id === message.id);
      // The preview follows the edit without moving the ticket: its place is its last message's time.
      if (isLast) await locked!.update({ lastMessage: summaryOf({ ...message.get(), body }) }, { transaction, silent: true });
      await publishMessages(tx, ticket.id, [message.id], { action: 'update', ticketChanged: isLast });
    });
  }
  const [dto] = await loadMessageDTOs(ctx, [message.id]);
  return dto;
}
