import { DefaultSettings, type MessageDTO, type SettingKey, type TicketDTO } from '@zapdesk/shared';
import { actorUserId, type ServiceContext } from '../../core/context.js';
import { authorize } from '../../core/policy.js';
import { findOrFail } from '../../core/tenancy.js';
import { Message, Queue, Setting, Ticket, User } from '../../models/index.js';
import { ticketIncludes } from '../tickets/tickets.includes.js';
import { presentTicket } from '../tickets/tickets.presenter.js';
import { messageIncludes } from './messages.includes.js';
import { presentMessage } from './messages.presenter.js';
import { canViewTicket, type TicketViewer } from './messages.policy.js';

/** A company setting's value, or its default when the row is missing. */
export async function settingValue(ctx: ServiceContext, key: SettingKey): Promise<string> {
  const row = await Setting.findOne({ where: { companyId: ctx.companyId, key }, transaction: ctx.transaction });
  return row?.value ?? DefaultSettings[key];
}

/** The signed-in user's queues and allTicket flag (null for the system). */
async function loadViewer(ctx: ServiceContext): Promise<TicketViewer | null> {
  const userId = actorUserId(ctx);
  if (userId === null) return null;
  const user = await User.findOne({
    where: { id: userId, companyId: ctx.companyId },
    include: [{ model: Queue, attributes: ['id'], through: { attributes: [] } }],
    transaction: ctx.transaction,
  });
  return user && { userId: user.id, queueIds: (user.queues ?? []).map((q) => q.id), allTicket: user.allTicket };
}

/** A ticket of the company the actor may see: 404 for none (or another company's), 403 when hidden from them. */
export async function findVisibleTicket(ctx: ServiceContext, ticketId: number): Promise<Ticket> {
  const ticket = await findOrFail(Ticket, ctx, ticketId, 'ERR_NO_TICKET_FOUND');
  authorize(canViewTicket(ctx, await loadViewer(ctx), ticket));
  return ticket;
}

/** A ticket as its DTO, with everything the presenter needs loaded. */
export async function loadTicketDTO(ctx: ServiceContext, ticketId: number): Promise<TicketDTO> {
  return presentTicket(await findOrFail(Ticket, ctx, ticketId, 'ERR_NO_TICKET_FOUND', { include: ticketIncludes }));
}

/** Messages as DTOs, in the order of the ids given. */
export async function loadMessageDTOs(ctx: ServiceContext, ids: number[]): Promise<MessageDTO[]> {
  if (ids.length === 0) return [];
  const rows = await Message.findAll({ where: { companyId: ctx.companyId, id: ids }, include: messageIncludes, transaction: ctx.transaction });
  const byId = new Map(rows.map((m) => [m.id, m]));
  return ids.flatMap((id) => {
    const message = byId.get(id);
    return message ? [presentMessage(message)] : [];
  });
}
