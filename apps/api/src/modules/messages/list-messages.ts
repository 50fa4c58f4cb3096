import { canSeeTicket, type MessageDTO, type TicketStatus } from '@zapdesk/shared';
import { actorUserId, isAdmin, type ServiceContext } from '../../core/context.js';
import { AppError, notFound } from '../../core/errors.js';
import { authorize } from '../../core/policy.js';
import { JsonText, queryRows } from '../../core/sql.js';
import { markTicketRead } from './mark-ticket-read.js';
import { MESSAGES_PAGE_SIZE } from './messages.constants.js';
import { MESSAGE_HISTORY } from './message-json.sql.js';

export { MESSAGES_PAGE_SIZE };

interface HistoryRow {
  ticketId: number | null;
  status: TicketStatus;
  userId: number | null;
  queueId: number | null;
  viewerFound: boolean;
  allTicket: boolean | null;
  queueIds: number[] | null;
  ownerHasUnread: boolean | null;
  hasMore: boolean;
  messages: string;
}

async function readHistory(ctx: ServiceContext, ticketId: number, pageNumber: number): Promise<HistoryRow> {
  const statement = isAdmin(ctx) ? MESSAGE_HISTORY.admin : MESSAGE_HISTORY.user;
  const [row] = await queryRows<HistoryRow>(ctx, statement, [ctx.companyId, ticketId, actorUserId(ctx), (pageNumber - 1) * MESSAGES_PAGE_SIZE]);
  return row;
}

/**
 * GET /messages/:ticketId: one page of a ticket's history, counted from the newest message and returned
 * oldest first (the conversation view prepends older pages as the user scrolls up); 404 outside the company,
 * 403 for a ticket the user may not see (canSeeTicket). Opening it as its owner reads it: when something is
 * unread the read is recorded first and the page read again, so it shows the messages as read.
 */
export async function listMessages(ctx: ServiceContext, ticketId: number, pageNumber = 1): Promise<JsonText<{ messages: MessageDTO[]; hasMore: boolean }>> {
  let row = await readHistory(ctx, ticketId, pageNumber);
  if (row.ticketId === null) throw notFound('ERR_NO_TICKET_FOUND');
  const userId = actorUserId(ctx);
  // A token that outlived its user (deleted meanwhile) no longer speaks for anyone.
  if (userId !== null && !row.viewerFound) throw new AppError('ERR_SESSION_EXPIRED', 401, 'The user no longer exists');
  const viewer = { userId, isAdmin: isAdmin(ctx), queueIds: row.queueIds ?? [], allTicket: row.allTicket ?? false };
  authorize(canSeeTicket(viewer, row));
  if (row.ownerHasUnread) {
    await markTicketRead(ctx, ticketId);
    row = await readHistory(ctx, ticketId, pageNumber);
  }
  return new JsonText(`{"messages":${row.messages},"hasMore":${row.hasMore}}`);
}
