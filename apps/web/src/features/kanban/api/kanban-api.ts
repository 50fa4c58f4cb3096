import type { KanbanTickets, TagOptionDTO, TicketDTO } from '@zapdesk/shared';
import { api } from '../../../lib/api-client';

/** GET /tags/kanban: the company's lanes, in lane order. */
export function fetchKanbanLanes(): Promise<TagOptionDTO[]> {
  return api.get<TagOptionDTO[]>('/tags/kanban').then((r) => r.data);
}

/** GET /ticket/kanban with `queueIds` as JSON (§7); null asks for every ticket the user may see. */
export function fetchKanbanTickets(queueIds: number[] | null): Promise<KanbanTickets> {
  const params = queueIds === null ? {} : { queueIds: JSON.stringify(queueIds) };
  return api.get<KanbanTickets>('/ticket/kanban', { params }).then((r) => r.data);
}

/** DELETE /ticket-tags/{ticketId}: the ticket leaves its lane; answers the ticket. */
export function removeTicketLane(ticketId: number): Promise<TicketDTO> {
  return api.delete<TicketDTO>(`/ticket-tags/${ticketId}`).then((r) => r.data);
}

/** PUT /ticket-tags/{ticketId}/{tagId}: the ticket joins the lane; answers the ticket. */
export function addTicketTag(ticketId: number, tagId: number): Promise<TicketDTO> {
  return api.put<TicketDTO>(`/ticket-tags/${ticketId}/${tagId}`).then((r) => r.data);
}
