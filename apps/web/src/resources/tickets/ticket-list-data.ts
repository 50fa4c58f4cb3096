import { TICKET_COUNT_CAP, type CompanyEventPayloads, type TicketDTO } from '@zapdesk/shared';
import { applyMessageEvent, applyTicketEvent } from './ticket-list';
import type { TicketsPage } from './api';
import type { TicketListScope } from './ticket-query';
import { belongsToList, type TicketViewer } from './ticket-visibility';

/**
 * One ticket list as the screen keeps it: the tickets loaded so far (one flat list, because live
 * events insert and move tickets across the server's pages), the count its badge shows and the page
 * to load next.
 */
export interface TicketListData {
  tickets: TicketDTO[];
  count: number;
  hasMore: boolean;
  nextPage: number;
}

/** The events that change the lists, as LiveSyncProvider hands them over. */
export type LiveTicketEvent =
  | { entity: 'ticket'; payload: CompanyEventPayloads['ticket'] }
  | { entity: 'appMessage'; payload: CompanyEventPayloads['appMessage'] }
  | { entity: 'contact'; payload: CompanyEventPayloads['contact'] };

/**
 * The count after tickets joined (delta > 0) or left the list. The API stops counting at TICKET_COUNT_CAP
 * ("that many or more", shown 999+): a capped count stays capped, since what it stands for is unknown.
 */
export function moveCount(count: number, delta: number): number {
  if (count >= TICKET_COUNT_CAP) return count;
  return Math.min(TICKET_COUNT_CAP, Math.max(0, count + delta));
}

/**
 * The list after its first page. `keep` drops what the server sends but the screen filters out
 * ('Sem fila' off): those are taken off the count too.
 */
export function firstPage(page: TicketsPage, keep: (ticket: TicketDTO) => boolean): TicketListData {
  const tickets = page.tickets.filter(keep);
  return { tickets, count: moveCount(page.count, tickets.length - page.tickets.length), hasMore: page.hasMore, nextPage: 2 };
}

/**
 * Adds the next page. A ticket already listed (pushed down a page by a live insert) keeps its newer
 * live version; the count is the live one, less what this page brought that the screen filters out.
 */
export function appendPage(data: TicketListData, page: TicketsPage, keep: (ticket: TicketDTO) => boolean): TicketListData {
  const listed = new Set(data.tickets.map((ticket) => ticket.id));
  const kept = page.tickets.filter(keep);
  const hidden = page.tickets.length - kept.length;
  return {
    tickets: [...data.tickets, ...kept.filter((ticket) => !listed.has(ticket.id))],
    count: moveCount(data.count, -hidden),
    hasMore: page.hasMore,
    nextPage: data.nextPage + 1,
  };
}

/** Changes the tickets; the count follows the tickets that joined or left the list. */
function changeTickets(data: TicketListData, change: (tickets: TicketDTO[]) => TicketDTO[]): TicketListData {
  const tickets = change(data.tickets);
  if (tickets === data.tickets) return data;
  return { ...data, tickets, count: moveCount(data.count, tickets.length - data.tickets.length) };
}

/**
 * Spec §4 'Live list events' on one list: an update is added or replaced when it belongs to the list
 * and removed when it no longer does; delete removes; updateUnread sets unread 0; a new message moves
 * its ticket to the top with its unread count. Contact edits show at once; a deleted contact's
 * tickets leave.
 */
export function applyLiveEvent(data: TicketListData, event: LiveTicketEvent, scope: TicketListScope, viewer: TicketViewer): TicketListData {
  const belongs = (ticket: TicketDTO) =>
    belongsToList(
      ticket,
      scope,
      viewer,
      data.tickets.some((t) => t.id === ticket.id),
    );
  switch (event.entity) {
    case 'ticket':
      return changeTickets(data, (tickets) => applyTicketEvent(tickets, event.payload, belongs));
    case 'appMessage':
      return changeTickets(data, (tickets) => applyMessageEvent(tickets, event.payload, belongs));
    case 'contact': {
      const { payload } = event;
      if (payload.action === 'delete') {
        return changeTickets(data, (tickets) =>
          tickets.some((t) => t.contactId === payload.contactId) ? tickets.filter((t) => t.contactId !== payload.contactId) : tickets,
        );
      }
      if (!data.tickets.some((t) => t.contactId === payload.contact.id)) return data;
      return { ...data, tickets: data.tickets.map((t) => (t.contactId === payload.contact.id ? { ...t, contact: payload.contact } : t)) };
    }
  }
}
