import type { ServiceContext } from '../../core/context.js';
import { AppError } from '../../core/errors.js';
import { inTransaction } from '../../core/transaction.js';
import { Ticket, type Message } from '../../models/index.js';
import { publishMessages } from './message-events.js';
import { awaitOutgoing, enqueueOutgoing, type OutgoingItem } from './outbox.js';

// Sending from a request or a job (decisions.md, Messages): the messages are stored at once with ack 0 and
// the WhatsApp id we chose, published, and handed to the outbox, which sends them after the commit.

export { ACK_FAILED, type OutgoingItem } from './outbox.js';

/**
 * Stores outgoing messages in one transaction with the ticket locked (its lastMessage follows), publishes
 * them and commits them to the outbox. `assert` re-checks the locked ticket (e.g. still open) before
 * anything is written.
 */
export async function storeOutgoing(
  ctx: ServiceContext,
  ticketId: number,
  items: OutgoingItem[],
  assert: (ticket: Ticket) => void = () => undefined,
): Promise<Message[]> {
  return inTransaction(ctx, async (tx, transaction) => {
    const ticket = await Ticket.findOne({ where: { id: ticketId, companyId: ctx.companyId }, lock: transaction.LOCK.UPDATE, transaction });
    if (!ticket) throw new AppError('ERR_NO_TICKET_FOUND', 404, 'Record not found');
    assert(ticket);
    const stored = await enqueueOutgoing(tx, ticket, items);
    await publishMessages(
      tx,
      ticket.id,
      stored.map((m) => m.id),
      { action: 'create', ticketChanged: true },
    );
    return stored;
  });
}

/**
 * Waits for stored messages to leave the outbox. A failed one (ack -1, and every later one with it) answers
 * 502 ERR_SENDING_WAPP_MSG with the reason; a send still going after the wait is left to finish on its own.
 */
export async function awaitSent(ctx: ServiceContext, messages: Message[]): Promise<void> {
  const outcomes = await awaitOutgoing(
    ctx,
    messages.map((m) => m.id),
  );
  const failed = outcomes.find((outcome) => outcome.state === 'failed');
  if (failed) throw new AppError('ERR_SENDING_WAPP_MSG', 502, failed.reason ?? 'WhatsApp did not take the message');
}
