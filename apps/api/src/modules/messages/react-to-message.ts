import type { MessageDTO } from '@zapdesk/shared';
import { now } from '../../core/clock.js';
import type { ServiceContext } from '../../core/context.js';
import { AppError } from '../../core/errors.js';
import { inTransaction } from '../../core/transaction.js';
import { whatsappGateway } from '../../core/whatsapp-gateway.js';
import { db } from '../../db/sequelize.js';
import { chatOfTicket, engineFailure, findActionableMessage, reachedWhatsapp } from './message-action.js';
import { publishMessages } from './message-events.js';
import { loadMessageDTOs } from './messages.queries.js';

/**
 * The company reacts to a message of the ticket (the customer's or its own) with an emoji, '' taking the reaction
 * back: sent through the engine first (502 on failure), then stored as the company's entry of the message's
 * reactions (its echo from WhatsApp changes nothing) and published as an appMessage update.
 */
export async function reactToMessage(ctx: ServiceContext, id: number, emoji: string): Promise<MessageDTO> {
  const { message, ticket } = await findActionableMessage(ctx, id);
  if (message.isDeleted) throw new AppError('ERR_SENDING_WAPP_MSG', 400, 'A deleted message takes no reaction');
  if (!message.wid || !(await reachedWhatsapp(message))) {
    throw new AppError('ERR_SENDING_WAPP_MSG', 400, 'The message has not reached WhatsApp');
  }
  const chatId = await chatOfTicket(ctx, ticket, 'ERR_SENDING_WAPP_MSG');
  await whatsappGateway()
    .react(ctx.companyId, ticket.whatsappId, { chatId, messageId: message.wid, emoji, fromMe: message.fromMe })
    .catch(engineFailure('ERR_SENDING_WAPP_MSG', 'WhatsApp did not take the reaction'));
  await inTransaction(ctx, async (tx, transaction) => {
    // The same merge the pipeline applies to customers' reactions (migration add-message-reactions).
    await db().query(
      `UPDATE messages SET reactions = merge_message_reactions(reactions, CAST(:changes AS jsonb)), "updatedAt" = CAST(:at AS timestamptz)
        WHERE "companyId" = :companyId AND id = :id`,
      { replacements: { changes: JSON.stringify([{ by: 'me', emoji, fromMe: true }]), companyId: ctx.companyId, id: message.id, at: now() }, transaction },
    );
    await publishMessages(tx, ticket.id, [message.id], { action: 'update', ticketChanged: false });
  });
  const [dto] = await loadMessageDTOs(ctx, [message.id]);
  return dto;
}
