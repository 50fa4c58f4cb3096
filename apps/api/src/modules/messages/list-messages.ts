import type { MessageDTO } from '@zapdesk/shared';
import { actorUserId, type ServiceContext } from '../../core/context.js';
import { Message } from '../../models/index.js';
import { markTicketRead } from './mark-ticket-read.js';
import { messageIncludes } from './messages.includes.js';
import { presentMessage } from './messages.presenter.js';
import { findVisibleTicket } from './messages.queries.js';

/** Messages per page; page 1 is the newest. */
export const MESSAGES_PAGE_SIZE = 20;

/**
 * One page of a ticket's history, counted from the newest message and returned oldest first (the
 * conversation view prepends older pages as the user scrolls up). Opening it as its owner reads it.
 */
export async function listMessages(ctx: ServiceContext, ticketId: number, pageNumber = 1): Promise<{ messages: MessageDTO[]; hasMore: boolean }> {
  const ticket = await findVisibleTicket(ctx, ticketId);
  if (ticket.userId !== null && ticket.userId === actorUserId(ctx)) await markTicketRead(ctx, ticket.id);
  const rows = await Message.findAll({
    where: { companyId: ctx.companyId, ticketId: ticket.id },
    include: messageIncludes,
    order: [['createdAt', 'DESC'], ['id', 'DESC']],
    limit: MESSAGES_PAGE_SIZE + 1,
    offset: (pageNumber - 1) * MESSAGES_PAGE_SIZE,
  });
  const hasMore = rows.length > MESSAGES_PAGE_SIZE;
  const messages = rows.slice(0, MESSAGES_PAGE_SIZE).reverse().map(presentMessage);
  return { messages, hasMore };
}
