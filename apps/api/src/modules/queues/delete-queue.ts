import type { ServiceContext } from '../../core/context.js';
import { publish, resyncRooms } from '../../core/events.js';
import { inTransaction } from '../../core/transaction.js';
import { Op } from 'sequelize';
import { Ticket, UserQueue, Whatsapp, WhatsappQueue } from '../../models/index.js';
import { lockCompany } from '../companies/lock-company.js';
import { loadConnection, publishUpdate } from '../connections/connections.queries.js';
import { ticketState } from '../tickets/ticket-audience.js';
import { loadTicketDtos, publishTicketUpdate } from '../tickets/tickets.queries.js';
import { authorizeQueueWrite } from './queues.policy.js';
import { loadQueue } from './queues.queries.js';

/**
 * DELETE /queue/:id (admins). The database detaches the queue from everything that pointed at it:
 * tickets and their tracking rows keep their history without a queue, users and connections lose it
 * (and a connection's transfer target), and its option tree goes with it.
 */
export async function deleteQueue(ctx: ServiceContext, id: number): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    await lockCompany(tx);
    const queue = await loadQueue(tx, id);
    authorizeQueueWrite(tx);
    const members = await UserQueue.findAll({ where: { queueId: id }, attributes: ['userId'], transaction: tx.transaction });
    const linked = await WhatsappQueue.findAll({ where: { queueId: id }, attributes: ['whatsappId'], transaction: tx.transaction });
    const transferring = await Whatsapp.findAll({ where: { companyId: tx.companyId, transferQueueId: id }, attributes: ['id'], transaction: tx.transaction });
    const connectionIds = new Set([...linked.map((l) => l.whatsappId), ...transferring.map((w) => w.id)]);
    const unresolved = await Ticket.findAll({
      where: { companyId: tx.companyId, queueId: id, status: { [Op.in]: ['open', 'pending'] } },
      attributes: ['id', 'status', 'userId', 'queueId'],
      transaction: tx.transaction,
    });
    await queue.destroy({ transaction: tx.transaction });

    publish(tx, { entity: 'queue', payload: { action: 'delete', queueId: id } });
    // The Connections screen shows each connection's queues: tell it which ones changed.
    for (const whatsappId of connectionIds) {
      publishUpdate(tx, await loadConnection(tx, whatsappId));
    }
    // Its open and waiting tickets are now without a queue: the lists that showed them by queue move them.
    const befores = new Map(unresolved.map((ticket) => [ticket.id, ticketState(ticket)]));
    for (const ticket of await loadTicketDtos(tx, [...befores.keys()])) publishTicketUpdate(tx, ticket, befores.get(ticket.id));
    // The members no longer belong in the queue's live rooms.
    for (const { userId } of members) resyncRooms(tx, { kind: 'user', userId });
  });
}
