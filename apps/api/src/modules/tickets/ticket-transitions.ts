import { now } from '../../core/clock.js';
import type { ServiceContext } from '../../core/context.js';
import { AppError } from '../../core/errors.js';
import { Ticket } from '../../models/index.js';
import { startTracking, trackCycle } from './ticket-tracking.js';
import type { TicketViewer } from './tickets.policy.js';
import { assertCompanyQueue, assertCompanyUser, assertCompanyWhatsapp, otherOpenTicketError } from './tickets.queries.js';
import type { TicketUpdateInput } from './tickets.schemas.js';

/** §4: integration, prompt and integration id are kept on every change except closing; a body may set them. */
export function integrationFields(input: TicketUpdateInput): Partial<Pick<Ticket, 'useIntegration' | 'promptId' | 'integrationId'>> {
  return {
    ...(input.useIntegration !== undefined && { useIntegration: input.useIntegration }),
    ...(input.promptId !== undefined && { promptId: input.promptId }),
    ...(input.integrationId !== undefined && { integrationId: input.integrationId }),
  };
}

/**
 * Accept: pending → open, owned by the caller. The conditional UPDATE is the arbiter: of two attendants
 * accepting at once exactly one changes the row; the other finds it no longer pending and gets 409.
 */
export async function acceptTicket(ctx: ServiceContext, viewer: TicketViewer, ticket: Ticket, input: TicketUpdateInput): Promise<Ticket> {
  const [count, rows] = await Ticket.update(
    // An attendant takes over: the bot stops answering this cycle (§10 Bot flow).
    { status: 'open', userId: viewer.userId, chatbot: false, ...integrationFields(input) },
    { where: { id: ticket.id, companyId: ctx.companyId, status: 'pending' }, returning: true, transaction: ctx.transaction },
  );
  if (count === 0) throw await otherOpenTicketError(ctx, ticket.id);
  const accepted = rows[0];
  await trackCycle(ctx, accepted, { startedAt: now() });
  return accepted;
}

/** Return: open → pending; the ticket waits in its queue again without an owner. */
export async function returnTicket(ctx: ServiceContext, ticket: Ticket, input: TicketUpdateInput): Promise<Ticket> {
  await ticket.update({ status: 'pending', userId: null, ...integrationFields(input) }, { transaction: ctx.transaction });
  await trackCycle(ctx, ticket, {});
  return ticket;
}

/**
 * Resolve: → closed, owned by whoever closed it, queue kept, integration and prompt cleared, nothing left
 * unread; the cycle's tracking row is finished.
 */
export async function resolveTicket(ctx: ServiceContext, viewer: TicketViewer, ticket: Ticket): Promise<Ticket> {
  await ticket.update(
    { status: 'closed', userId: viewer.userId ?? ticket.userId, useIntegration: false, promptId: null, integrationId: null, unreadMessages: 0 },
    { transaction: ctx.transaction },
  );
  await trackCycle(ctx, ticket, { finishedAt: now() });
  return ticket;
}

/** Reopen: closed → open, owned by the caller; a new cycle (tracking row) starts. */
export async function reopenTicket(ctx: ServiceContext, viewer: TicketViewer, ticket: Ticket, input: TicketUpdateInput): Promise<Ticket> {
  await ticket.update({ status: 'open', userId: viewer.userId, ...integrationFields(input) }, { transaction: ctx.transaction });
  await startTracking(ctx, ticket);
  return ticket;
}

/** What changed in a transfer, for the notice to the customer. */
export interface TransferChange {
  queue?: string;
  user?: string;
}

/**
 * Transfer: sets the queue and optionally the user and the connection (§4). Without a user the ticket
 * becomes pending in the new queue; with one it is open and theirs.
 */
export async function transferTicket(ctx: ServiceContext, ticket: Ticket, input: TicketUpdateInput): Promise<TransferChange> {
  if (ticket.status === 'closed') throw new AppError('ERR_VALIDATION', 400, 'status: reopen the ticket before transferring it', { field: 'status' });
  const queueId = input.queueId !== undefined ? input.queueId : ticket.queueId;
  // §5 Transfer: needs a ticket and a queue.
  if (queueId === null) throw new AppError('ERR_VALIDATION', 400, 'queueId: a transfer needs a queue', { field: 'queueId' });
  const queue = await assertCompanyQueue(ctx, queueId);
  const user = input.userId ? await assertCompanyUser(ctx, input.userId) : null;
  const whatsappId = input.whatsappId ?? ticket.whatsappId;
  if (whatsappId !== ticket.whatsappId) await assertConnectionFree(ctx, ticket, whatsappId);

  const change: TransferChange = {
    ...(queue.id !== ticket.queueId && { queue: queue.name }),
    ...(user && user.id !== ticket.userId && { user: user.name }),
  };
  const status = user ? 'open' : 'pending';
  // A transfer is a person's decision: the bot's menus end for this cycle.
  await ticket.update(
    { queueId: queue.id, userId: user?.id ?? null, whatsappId, status, chatbot: false, ...integrationFields(input) },
    { transaction: ctx.transaction },
  );
  await trackCycle(ctx, ticket, status === 'open' ? { startedAt: now() } : {});
  return change;
}

/**
 * A ticket is one row per (contact, connection): moving it to a connection where the contact already has
 * a ticket would make two. An active one there answers ERR_OTHER_OPEN_TICKET with its holder.
 */
async function assertConnectionFree(ctx: ServiceContext, ticket: Ticket, whatsappId: number): Promise<void> {
  await assertCompanyWhatsapp(ctx, whatsappId);
  const existing = await Ticket.findOne({
    where: { companyId: ctx.companyId, contactId: ticket.contactId, whatsappId },
    attributes: ['id', 'status'],
    transaction: ctx.transaction,
  });
  if (!existing) return;
  if (existing.status !== 'closed') throw await otherOpenTicketError(ctx, existing.id);
  throw new AppError('ERR_VALIDATION', 409, 'whatsappId: the contact already has a ticket on that connection', { field: 'whatsappId' });
}
