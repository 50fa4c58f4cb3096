import type { TicketDTO } from '@zapdesk/shared';

/**
 * When a ticket last had a message: the time its row shows and the lists' order (GET /tickets sorts by
 * lastMessageAt). updatedAt moves on any change (opening, reading, accepting), so it is only the fallback
 * for a ticket cached before the field existed.
 */
export function lastActivityAt(ticket: Pick<TicketDTO, 'lastMessageAt' | 'updatedAt'>): string {
  return (ticket.lastMessageAt as string | undefined) ?? ticket.updatedAt;
}

/** The API's list order: newest last message first, then the higher id. */
export function newestMessageFirst(a: TicketDTO, b: TicketDTO): number {
  return Date.parse(lastActivityAt(b)) - Date.parse(lastActivityAt(a)) || b.id - a.id;
}

/** The list with the ticket inserted where the API's order puts it (the list itself in that order). */
export function insertInOrder(list: TicketDTO[], ticket: TicketDTO): TicketDTO[] {
  const at = list.findIndex((other) => newestMessageFirst(ticket, other) < 0);
  return at === -1 ? [...list, ticket] : [...list.slice(0, at), ticket, ...list.slice(at)];
}
