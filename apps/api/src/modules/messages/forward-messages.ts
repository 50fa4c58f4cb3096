import type { MessageDTO } from '@zapdesk/shared';
import type { ServiceContext } from '../../core/context.js';
import { AppError } from '../../core/errors.js';
import { authorize } from '../../core/policy.js';
import { findOrFail } from '../../core/tenancy.js';
import { inTransaction } from '../../core/transaction.js';
import { Contact, Message } from '../../models/index.js';
import { awaitSent } from './deliver-messages.js';
import { findOrCreateOutreachTicket } from './find-or-create-outreach-ticket.js';
import { publishMessages } from './message-events.js';
import { canActOnTicket } from './messages.policy.js';
import { findVisibleTicket, loadMessageDTOs } from './messages.queries.js';
import { enqueueOutgoing, type OutgoingItem } from './outbox.js';

/** Kinds that are not content one can pass on (a call record, a contact card stored as raw vCard text). */
const NOT_FORWARDABLE = new Set(['call_log', 'vcard']);

export interface ForwardInput {
  messageIds: number[];
  contactId: number;
}

/**
 * Forwards messages of tickets the actor writes in (its user, or an admin) to another contact, in the order they
 * were written, through the source connection: recorded in that contact's ticket on it (docs/contract.md §7
 * POST /messages/forward: the existing ticket whatever its status, or a new closed one, as other messages the
 * company starts) and committed to the outbox; media reuse the stored files. Answers once sent (502 when
 * WhatsApp refused them).
 */
export async function forwardMessages(ctx: ServiceContext, input: ForwardInput): Promise<{ ticketId: number; messages: MessageDTO[] }> {
  const ids = [...new Set(input.messageIds)];
  const sources = await Message.findAll({
    where: { companyId: ctx.companyId, id: ids },
    order: [
      ['createdAt', 'ASC'],
      ['id', 'ASC'],
    ],
  });
  if (sources.length !== ids.length) throw new AppError('ERR_NOT_FOUND', 404, 'Record not found');
  const tickets = await Promise.all([...new Set(sources.map((m) => m.ticketId))].map((id) => findVisibleTicket(ctx, id)));
  for (const ticket of tickets) authorize(canActOnTicket(ctx, ticket));
  const refused = sources.find((m) => m.isDeleted || NOT_FORWARDABLE.has(m.mediaType) || (!m.body && !m.mediaPath));
  if (refused) throw new AppError('ERR_VALIDATION', 400, `messageIds: message ${refused.id} cannot be forwarded`, { field: 'messageIds' });
  const contact = await findOrFail(Contact, ctx, input.contactId, 'ERR_NO_CONTACT_FOUND');
  const whatsappId = tickets.find((t) => t.id === sources[0].ticketId)!.whatsappId;
  const items: OutgoingItem[] = sources.map((m) => ({
    body: m.body,
    ...(m.mediaPath && m.mimetype && { media: { path: m.mediaPath, mimetype: m.mimetype, filename: m.filename ?? '' } }),
  }));
  const { ticketId, stored } = await inTransaction(ctx, async (tx) => {
    const ticket = await findOrCreateOutreachTicket(tx, { contactId: contact.id, whatsappId, isGroup: contact.isGroup });
    const messages = await enqueueOutgoing(tx, ticket, items);
    await publishMessages(
      tx,
      ticket.id,
      messages.map((m) => m.id),
      { action: 'create', ticketChanged: true },
    );
    return { ticketId: ticket.id, stored: messages };
  });
  await awaitSent(ctx, stored);
  return {
    ticketId,
    messages: await loadMessageDTOs(
      ctx,
      stored.map((m) => m.id),
    ),
  };
}
