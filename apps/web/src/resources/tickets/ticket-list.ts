import type { CompanyEventPayloads, TicketDTO } from '@zapdesk/shared';
import { insertInOrder, lastActivityAt } from './ticket-order';

/** Whether a ticket, as it is now, belongs in a given on-screen list (each list has its own rule). */
export type TicketBelongs = (ticket: TicketDTO) => boolean;

/**
 * Puts a changed ticket in the list or takes it out when it no longer belongs there. A new ticket, or one
 * with a newer last message, goes where the API's order (lastMessageAt) puts it; any other change (opened,
 * read, accepted, an ack) leaves it in its place.
 */
export function placeTicket(list: TicketDTO[], ticket: TicketDTO, belongs: TicketBelongs): TicketDTO[] {
  const index = list.findIndex((t) => t.id === ticket.id);
  if (!belongs(ticket)) return index === -1 ? list : list.filter((t) => t.id !== ticket.id);
  // Ticket updates may come without the contact; keep the one already shown.
  const merged = { ...ticket, contact: ticket.contact ?? list[index]?.contact };
  if (index === -1 || lastActivityAt(list[index]) !== lastActivityAt(merged)) {
    return insertInOrder(
      list.filter((t) => t.id !== ticket.id),
      merged,
    );
  }
  return list.map((t, i) => (i === index ? merged : t));
}

/** Applies a `company-{id}-ticket` event: update re-checks the ticket, delete removes it, updateUnread reads it. */
export function applyTicketEvent(list: TicketDTO[], payload: CompanyEventPayloads['ticket'], belongs: TicketBelongs): TicketDTO[] {
  if (payload.action === 'update') return placeTicket(list, payload.ticket, belongs);
  if (payload.action === 'delete') return list.filter((t) => t.id !== payload.ticketId);
  const read = list.find((t) => t.id === payload.ticketId);
  return read ? placeTicket(list, { ...read, unreadMessages: 0 }, belongs) : list;
}

/** The ticket of a `company-{id}-appMessage` event, with the event's contact when the ticket lacks one. */
export function messageEventTicket(payload: CompanyEventPayloads['appMessage']): TicketDTO {
  return { ...payload.ticket, contact: payload.ticket.contact ?? payload.contact };
}

/**
 * Applies a `company-{id}-appMessage` event: a new message moves its ticket up by its new lastMessageAt
 * (with the ticket's unread count); an edited one (ack, edit, delete) refreshes the ticket where it is.
 */
export function applyMessageEvent(list: TicketDTO[], payload: CompanyEventPayloads['appMessage'], belongs: TicketBelongs): TicketDTO[] {
  return placeTicket(list, messageEventTicket(payload), belongs);
}
