import { actorUserId, type ServiceContext } from '../../core/context.js';
import { publish } from '../../core/events.js';
import { logger } from '../../core/logger.js';
import { inTransaction } from '../../core/transaction.js';
import { whatsappGateway } from '../../core/whatsapp-gateway.js';
import { Contact, Message, Ticket } from '../../models/index.js';
import { chatJidOf } from '../contacts/contact-jid.js';
import { ticketTarget } from '../tickets/ticket-audience.js';

/**
 * The ticket's assigned user has seen it: unread count back to 0, the customer's messages marked read,
 * `ticket` updateUnread published to the ticket's audience, and WhatsApp told (blue ticks) in the background. Anyone else
 * reading the ticket (an admin peeking) leaves it unread for its owner.
 */
export async function markTicketRead(ctx: ServiceContext, ticketId: number): Promise<void> {
  const seen = await inTransaction(ctx, async (tx, transaction) => {
    const ticket = await Ticket.findOne({ where: { id: ticketId, companyId: ctx.companyId }, lock: transaction.LOCK.UPDATE, transaction });
    if (!ticket || ticket.userId === null || ticket.userId !== actorUserId(ctx)) return null;
    const [, read] = await Message.update(
      { read: true },
      { where: { companyId: ctx.companyId, ticketId, fromMe: false, read: false }, returning: true, transaction },
    );
    if (ticket.unreadMessages === 0 && read.length === 0) return null;
    // Silent: reading is not activity, so the ticket keeps its place (and time) in the lists (issue 18).
    await ticket.update({ unreadMessages: 0 }, { transaction, silent: true });
    publish(tx, { entity: 'ticket', payload: { action: 'updateUnread', ticketId }, target: ticketTarget(ticket) });
    return { ticket, wids: read.flatMap((m) => (m.wid ? [m.wid] : [])) };
  });
  if (!seen || seen.wids.length === 0) return;
  const { ticket, wids } = seen;
  void (async () => {
    const contact = await Contact.findOne({ where: { id: ticket.contactId, companyId: ctx.companyId } });
    const chatId = contact && chatJidOf(contact);
    if (chatId) await whatsappGateway().markRead(ctx.companyId, ticket.whatsappId, { chatId, messageIds: wids });
  })().catch((error: unknown) => logger.debug({ err: error, ticketId }, 'read receipts not sent'));
}
