import { AppError } from '../../core/errors.js';
import type { Ticket } from '../../models/index.js';
import type { TicketUpdateInput } from './tickets.schemas.js';

/**
 * What a PUT /tickets/:id asks for. The body of §7 has no verb, so the transition is read from the
 * ticket's current state and the fields sent (the client's buttons send these shapes):
 * - Accept `{ status: 'open', userId: me }` on a pending ticket; Reopen the same on a closed one.
 * - Return `{ status: 'pending', userId: null }` on an open ticket. Resolve `{ status: 'closed' }`.
 * - Transfer: a new queue or connection, or another user (`{ queueId, userId?, whatsappId? }`).
 * - 'taken': the caller wants to own an open ticket someone else already owns (a lost accept race or a
 *   stale screen), answered 409 ERR_OTHER_OPEN_TICKET with the holder.
 * - 'fields': only useIntegration / promptId / integrationId.
 */
export type TicketTransition = 'accept' | 'return' | 'resolve' | 'reopen' | 'transfer' | 'taken' | 'fields';

const invalid = (message: string, field: string) => new AppError('ERR_VALIDATION', 400, `${field}: ${message}`, { field });

/** Decides the transition for a body; 400 for a combination no button sends (pending with a user, closed → pending). */
export function classifyTicketUpdate(
  ticket: Pick<Ticket, 'status' | 'userId' | 'queueId' | 'whatsappId'>,
  input: TicketUpdateInput,
  actorId: number | null,
): TicketTransition {
  const { status } = input;
  if (status === 'closed') return ticket.status === 'closed' ? 'fields' : 'resolve';

  const queueChanges = input.queueId !== undefined && input.queueId !== ticket.queueId;
  const whatsappChanges = input.whatsappId !== undefined && input.whatsappId !== ticket.whatsappId;
  if (queueChanges || whatsappChanges) return 'transfer';

  const userChanges = input.userId !== undefined && input.userId !== ticket.userId;
  const toSelf = input.userId === undefined || input.userId === actorId;

  if (status === undefined) return userChanges ? 'transfer' : 'fields';

  if (status === 'open') {
    if (ticket.status === 'pending') return toSelf ? 'accept' : 'transfer';
    if (ticket.status === 'closed') {
      if (!toSelf) throw invalid('reopen the ticket before transferring it', 'status');
      return 'reopen';
    }
    if (!userChanges) return 'fields';
    return toSelf ? 'taken' : 'transfer';
  }

  // status === 'pending': a pending ticket waits in its queue without an owner.
  if (input.userId !== undefined && input.userId !== null) throw invalid('a pending ticket has no user', 'userId');
  if (ticket.status === 'closed') throw invalid('a closed ticket can only be reopened', 'status');
  return ticket.status === 'open' ? 'return' : 'fields';
}
