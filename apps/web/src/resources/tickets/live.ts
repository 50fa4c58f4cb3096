import type { QueryClient } from '@tanstack/react-query';
import type { TicketDTO, UserDTO } from '@zapdesk/shared';
import type { LiveApplier } from '../../live/live-events';
import { scopeOfKey, ticketKeys } from './keys';
import { applyTicketEvent as applyToNotifications, placeTicket } from './notification-list';
import { messageEventTicket } from './ticket-list';
import { applyLiveEvent, type LiveTicketEvent, type TicketListData } from './ticket-list-data';
import { followTagChange } from './ticket-tag-chips';

/**
 * Applies a change to every cached ticket list, each by its own rule (status, visibility, filters), so a ticket that
 * leaves 'Aguardando' lands in 'Atendendo' and both counts follow. Also used for a ticket the screen changed itself
 * (accepted, created), placed at once before its socket event.
 */
export function applyToTicketLists(queryClient: QueryClient, event: LiveTicketEvent, viewer: UserDTO): void {
  for (const [key, data] of queryClient.getQueriesData<TicketListData>({ queryKey: ticketKeys.lists })) {
    const scope = scopeOfKey(key);
    if (data && scope) queryClient.setQueryData<TicketListData>(key, applyLiveEvent(data, event, scope, viewer));
  }
}

/** The open conversation's ticket as updated; some payloads leave the contact out, and the header keeps the one it has. */
function updateDetails(queryClient: QueryClient, ticket: TicketDTO): void {
  for (const [key, current] of queryClient.getQueriesData<TicketDTO>({ queryKey: ticketKeys.details })) {
    if (current?.id === ticket.id) queryClient.setQueryData<TicketDTO>(key, { ...ticket, contact: ticket.contact ?? current.contact });
  }
}

function updateNotifications(queryClient: QueryClient, viewer: UserDTO, change: (list: TicketDTO[]) => TicketDTO[]): void {
  queryClient.setQueryData<TicketDTO[]>(ticketKeys.notifications(viewer.id), (list) => (list ? change(list) : list));
}

export const applyTicketEvent: LiveApplier<'ticket'> = (queryClient, payload, viewer) => {
  applyToTicketLists(queryClient, { entity: 'ticket', payload }, viewer);
  updateNotifications(queryClient, viewer, (list) => applyToNotifications(list, payload, viewer));
  if (payload.action === 'update') updateDetails(queryClient, payload.ticket);
};

/** A new message moves its ticket up the lists and the bell (by its lastMessageAt), with its unread count. */
export const applyTicketMessageEvent: LiveApplier<'appMessage'> = (queryClient, payload, viewer) => {
  applyToTicketLists(queryClient, { entity: 'appMessage', payload }, viewer);
  if (payload.action === 'create') updateNotifications(queryClient, viewer, (list) => placeTicket(list, messageEventTicket(payload), viewer));
};

/** Contact edits show in the ticket rows at once; a deleted contact's tickets leave. */
export const applyTicketContactEvent: LiveApplier<'contact'> = (queryClient, payload, viewer) =>
  applyToTicketLists(queryClient, { entity: 'contact', payload }, viewer);

/** Tag chips (list rows and the open conversation) follow renames, recolours and deletions made elsewhere. */
export const applyTicketTagEvent: LiveApplier<'tag'> = (queryClient, change) => {
  if (change.action === 'create') return;
  queryClient.setQueriesData<TicketListData>({ queryKey: ticketKeys.lists }, (data) => {
    if (!data) return data;
    const tickets = data.tickets.map((ticket) => followTagChange(ticket, change));
    return tickets.every((ticket, index) => ticket === data.tickets[index]) ? data : { ...data, tickets };
  });
  queryClient.setQueriesData<TicketDTO>({ queryKey: ticketKeys.details }, (ticket) => ticket && followTagChange(ticket, change));
};
