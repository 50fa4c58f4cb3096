import { UniqueConstraintError } from 'sequelize';
import type { TicketDTO } from '@zapdesk/shared';
import type { ServiceContext } from '../../core/context.js';
import { AppError } from '../../core/errors.js';
import { findOrFail } from '../../core/tenancy.js';
import { inTransaction } from '../../core/transaction.js';
import { Contact, Ticket } from '../../models/index.js';
import { ticketState } from './ticket-audience.js';
import { startTracking } from './ticket-tracking.js';
import { authorizeTicketOwner } from './tickets.policy.js';
import {
  assertCompanyQueue,
  assertCompanyUser,
  loadTicketDto,
  loadViewer,
  otherOpenTicketError,
  publishTicketUpdate,
  resolveConnection,
} from './tickets.queries.js';
import type { TicketCreateInput } from './tickets.schemas.js';

/**
 * POST /tickets: an attendant opens the conversation with a contact on a connection. There is one ticket
 * row per (contact, connection): a closed one is reopened with a new cycle; an open or pending one is 409
 * ERR_OTHER_OPEN_TICKET naming who holds it.
 */
export async function createTicket(ctx: ServiceContext, input: TicketCreateInput): Promise<TicketDTO> {
  const viewer = await loadViewer(ctx);
  const ownerId = input.userId ?? viewer.userId;
  authorizeTicketOwner(viewer, ownerId);
  // §5 New ticket: a queue is required unless the user is admin.
  if (!input.queueId && !viewer.isAdmin) throw new AppError('ERR_VALIDATION', 400, 'queueId: Selecione uma fila', { field: 'queueId' });

  let target: { contactId: number; whatsappId: number } | undefined;
  return inTransaction(ctx, async (tx) => {
    const contact = await findOrFail(Contact, tx, input.contactId, 'ERR_NO_CONTACT_FOUND');
    const queue = input.queueId ? await assertCompanyQueue(tx, input.queueId) : null;
    if (ownerId !== null && ownerId !== viewer.userId) await assertCompanyUser(tx, ownerId);
    const whatsapp = await resolveConnection(tx, viewer, input.whatsappId);
    target = { contactId: contact.id, whatsappId: whatsapp.id };

    const existing = await Ticket.findOne({
      where: { companyId: ctx.companyId, ...target },
      lock: tx.transaction?.LOCK.UPDATE,
      transaction: tx.transaction,
    });
    if (existing && existing.status !== 'closed') throw await otherOpenTicketError(tx, existing.id);
    const before = existing && ticketState(existing);
    const fields = { status: 'open' as const, userId: ownerId, queueId: queue?.id ?? null };
    const ticket = existing
      ? await existing.update(fields, { transaction: tx.transaction })
      : await Ticket.create({ ...fields, ...target, companyId: ctx.companyId, isGroup: contact.isGroup }, { transaction: tx.transaction });
    await startTracking(tx, ticket);

    const dto = await loadTicketDto(tx, ticket.id);
    publishTicketUpdate(tx, dto, before); // null: created now
    return dto;
  }).catch(async (error: unknown) => {
    // Someone else (an attendant, or an inbound message) created the row between our check and insert.
    if (error instanceof UniqueConstraintError && target) {
      const winner = await Ticket.findOne({ where: { companyId: ctx.companyId, ...target }, attributes: ['id'] });
      if (winner) throw await otherOpenTicketError(ctx, winner.id);
    }
    throw error;
  });
}
