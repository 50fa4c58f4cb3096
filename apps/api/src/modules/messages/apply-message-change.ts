import { Op, type WhereOptions } from 'sequelize';
import type { EngineEvent } from '../../channels/whatsapp/types.js';
import type { ServiceContext } from '../../core/context.js';
import { inTransaction } from '../../core/transaction.js';
import { Message } from '../../models/index.js';
import { publishMessages } from './message-events.js';
import { settled, type ReceiveResult } from './receive-message.js';

type MessageChange = Extract<EngineEvent, { type: 'ack' | 'edit' | 'revoke' | 'reaction' }>;

/**
 * The update an event makes, guarded so it only matches when it changes something: an ack only ever
 * rises (a late "delivered" never lowers "read"), an edit or revoke applies once, a reaction only when
 * it differs ('' removes it). A guard that does not match means nothing to publish.
 */
function changeOf(event: MessageChange): { values: Partial<Message>; guard: WhereOptions } {
  switch (event.type) {
    case 'ack':
      return { values: { ack: event.ack }, guard: { ack: { [Op.lt]: event.ack } } };
    case 'edit':
      return { values: { body: event.body, isEdited: true }, guard: { isDeleted: false, body: { [Op.ne]: event.body } } };
    case 'revoke':
      return { values: { isDeleted: true }, guard: { isDeleted: false } };
    case 'reaction': {
      const reaction = event.emoji || null;
      const guard = reaction ? { [Op.or]: [{ reaction: null }, { reaction: { [Op.ne]: reaction } }] } : { reaction: { [Op.ne]: null } };
      return { values: { reaction }, guard };
    }
  }
}

/** Applies an ack, edit, revoke or reaction to the stored message (by connection and WhatsApp id) and publishes it. */
export async function applyMessageChange(ctx: ServiceContext, whatsappId: number, event: MessageChange): Promise<ReceiveResult> {
  const { values, guard } = changeOf(event);
  return inTransaction(ctx, async (tx) => {
    const [, rows] = await Message.update(values, {
      where: { companyId: ctx.companyId, whatsappId, wid: event.messageId, ...guard },
      returning: true,
      transaction: tx.transaction,
    });
    const [message] = rows;
    if (!message) return settled('ignored');
    await publishMessages(tx, message.ticketId, [message.id], { action: 'update', ticketChanged: false });
    return settled('updated', { messageId: message.id, ticketId: message.ticketId });
  });
}
