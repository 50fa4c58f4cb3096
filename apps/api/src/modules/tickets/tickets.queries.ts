import type { TicketDTO } from '@zapdesk/shared';
import { isAdmin, type ServiceContext } from '../../core/context.js';
import { AppError } from '../../core/errors.js';
import { publish, resyncRooms } from '../../core/events.js';
import { findOrFail } from '../../core/tenancy.js';
import { Queue, Ticket, User, Whatsapp } from '../../models/index.js';
import { holderChanged, ticketTarget, type TicketState } from './ticket-audience.js';
import { ticketIncludes } from './tickets.includes.js';
import { presentTicket } from './tickets.presenter.js';
import type { TicketViewer } from './tickets.policy.js';

/** The acting user with what ticket rules need (queues, allTicket), read fresh: the token carries neither. */
export async function loadViewer(ctx: ServiceContext): Promise<TicketViewer> {
  if (ctx.actor.kind === 'system') {
    return { userId: null, name: '', isAdmin: true, queueIds: [], allTicket: true, whatsappId: null };
  }
  const user = await User.findOne({
    where: { id: ctx.actor.id, companyId: ctx.companyId },
    attributes: ['id', 'name', 'allTicket', 'whatsappId'],
    include: [{ model: Queue, attributes: ['id'], through: { attributes: [] } }],
    transaction: ctx.transaction,
  });
  // A token that outlived its user (deleted meanwhile) no longer speaks for anyone.
  if (!user) throw new AppError('ERR_SESSION_EXPIRED', 401, 'The user no longer exists');
  return {
    userId: user.id,
    name: user.name,
    isAdmin: isAdmin(ctx),
    queueIds: (user.queues ?? []).map((q) => q.id),
    allTicket: user.allTicket === 'enabled',
    whatsappId: user.whatsappId,
  };
}

/** The company's ticket, row-locked until the transaction ends (every transition goes through here). */
export function lockTicket(ctx: ServiceContext, id: number): Promise<Ticket> {
  return findOrFail(Ticket, ctx, id, 'ERR_NO_TICKET_FOUND', { lock: ctx.transaction?.LOCK.UPDATE });
}

/** The ticket as the API shows it (contact, user, queue, connection, tags). */
export async function loadTicketDto(ctx: ServiceContext, id: number): Promise<TicketDTO> {
  return presentTicket(await findOrFail(Ticket, ctx, id, 'ERR_NO_TICKET_FOUND', { include: ticketIncludes }));
}

/** Several tickets as the API shows them, in one query (ids the company does not own are left out). */
export async function loadTicketDtos(ctx: ServiceContext, ids: number[]): Promise<TicketDTO[]> {
  if (ids.length === 0) return [];
  const tickets = await Ticket.findAll({ where: { companyId: ctx.companyId, id: ids }, include: ticketIncludes, transaction: ctx.transaction });
  return tickets.map(presentTicket);
}

/**
 * company-{id}-ticket {action:'update'} after the commit, to whoever sees the ticket now and whoever saw it
 * `before` the change (so they drop it); `null` says the change created the ticket (webhooks' ticket.created).
 * A ticket that changed hands has its followers checked again.
 */
export function publishTicketUpdate(ctx: ServiceContext, ticket: TicketDTO, before?: TicketState | null): void {
  const change = { before: before && { status: before.status } };
  publish(ctx, { entity: 'ticket', payload: { action: 'update', ticket }, target: before ? ticketTarget(ticket, before) : ticketTarget(ticket), change });
  if (before && holderChanged(before, ticket)) resyncRooms(ctx, { kind: 'ticketWatchers', ticketId: ticket.id });
}

/**
 * 409 ERR_OTHER_OPEN_TICKET carrying who holds the ticket (§10 Tickets: `{ userId, user: { name }, queue: { name } }`),
 * so the client can say who already attends the contact; user and queue are null when the ticket has none.
 */
export async function otherOpenTicketError(ctx: ServiceContext, ticketId: number): Promise<AppError> {
  const holder = await Ticket.findOne({
    where: { id: ticketId, companyId: ctx.companyId },
    include: [
      { model: User, attributes: ['id', 'name'] },
      { model: Queue, attributes: ['id', 'name'] },
    ],
    transaction: ctx.transaction,
  });
  return new AppError('ERR_OTHER_OPEN_TICKET', 409, 'The contact already has an open ticket', {
    ticketId,
    uuid: holder?.uuid ?? null,
    status: holder?.status ?? null,
    userId: holder?.userId ?? null,
    user: holder?.user ? { name: holder.user.name } : null,
    queue: holder?.queue ? { name: holder.queue.name } : null,
  });
}

/** A queue named in a body must be the company's: 400 naming queueId otherwise (there is no queue code). */
export async function assertCompanyQueue(ctx: ServiceContext, queueId: number): Promise<Queue> {
  const queue = await Queue.findOne({ where: { id: queueId, companyId: ctx.companyId }, transaction: ctx.transaction });
  if (!queue) throw new AppError('ERR_VALIDATION', 400, 'queueId: unknown queue', { field: 'queueId' });
  return queue;
}

/** A user named in a body must be the company's: 404 ERR_NO_USER_FOUND otherwise. */
export async function assertCompanyUser(ctx: ServiceContext, userId: number): Promise<User> {
  const user = await User.findOne({ where: { id: userId, companyId: ctx.companyId }, attributes: ['id', 'name'], transaction: ctx.transaction });
  if (!user) throw new AppError('ERR_NO_USER_FOUND', 404, 'userId: unknown user', { field: 'userId' });
  return user;
}

/** A connection named in a body must be the company's: 404 ERR_NO_WAPP_FOUND otherwise. */
export async function assertCompanyWhatsapp(ctx: ServiceContext, whatsappId: number): Promise<Whatsapp> {
  const whatsapp = await Whatsapp.findOne({ where: { id: whatsappId, companyId: ctx.companyId }, transaction: ctx.transaction });
  if (!whatsapp) throw new AppError('ERR_NO_WAPP_FOUND', 404, 'whatsappId: unknown connection', { field: 'whatsappId' });
  return whatsapp;
}

/**
 * The connection a new ticket goes out on: the one asked for, else the user's own default connection,
 * else the company's default; 404 ERR_NO_DEF_WAPP_FOUND when there is none.
 */
export async function resolveConnection(ctx: ServiceContext, viewer: TicketViewer, whatsappId: number | null | undefined): Promise<Whatsapp> {
  if (whatsappId) return assertCompanyWhatsapp(ctx, whatsappId);
  if (viewer.whatsappId) {
    const own = await Whatsapp.findOne({ where: { id: viewer.whatsappId, companyId: ctx.companyId }, transaction: ctx.transaction });
    if (own) return own;
  }
  const fallback = await Whatsapp.findOne({
    where: { companyId: ctx.companyId, isDefault: true },
    order: [['id', 'ASC']],
    transaction: ctx.transaction,
  });
  if (!fallback) throw new AppError('ERR_NO_DEF_WAPP_FOUND', 404, 'No default connection found');
  return fallback;
}
