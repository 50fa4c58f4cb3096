import type { TagOptionDTO, TicketDTO } from '@zapdesk/shared';
import { newestMessageFirst } from './ticket-order';

/** The 'Em aberto' lane: tickets without a kanban tag. Every other lane is a kanban tag's id. */
export const OPEN_LANE = 'open';
export type LaneKey = number | typeof OPEN_LANE;

export interface Lane {
  key: LaneKey;
  /** null for 'Em aberto' (its name is translated). */
  tag: TagOptionDTO | null;
  tickets: TicketDTO[];
}

/** The lane a ticket sits in: its first tag in lane order that is a lane, else 'Em aberto'. */
export function laneOf(ticket: TicketDTO, lanes: TagOptionDTO[]): LaneKey {
  const carried = new Set(ticket.tags.map((tag) => tag.id));
  return lanes.find((lane) => carried.has(lane.id))?.id ?? OPEN_LANE;
}

/** 'Em aberto' first, then one lane per kanban tag, each with its tickets in the order given. */
export function buildLanes(lanes: TagOptionDTO[], tickets: TicketDTO[]): Lane[] {
  const board: Lane[] = [{ key: OPEN_LANE, tag: null, tickets: [] }, ...lanes.map((tag) => ({ key: tag.id, tag, tickets: [] }))];
  const byKey = new Map<LaneKey, Lane>(board.map((lane) => [lane.key, lane]));
  for (const ticket of tickets) byKey.get(laneOf(ticket, lanes))?.tickets.push(ticket);
  return board;
}

/** Whether a ticket belongs on a board of these queues (null: any queue): open or pending, in one of them. */
export function belongsOnBoard(ticket: TicketDTO, queueIds: number[] | null): boolean {
  if (ticket.status === 'closed') return false;
  return queueIds === null || (ticket.queueId !== null && queueIds.includes(ticket.queueId));
}

/** A ticket as it is now: replaced or added (newest last message first, as GET /ticket/kanban orders), or dropped when it left the board. */
export function upsertTicket(tickets: TicketDTO[], ticket: TicketDTO, queueIds: number[] | null): TicketDTO[] {
  const others = tickets.filter((t) => t.id !== ticket.id);
  if (!belongsOnBoard(ticket, queueIds)) return others;
  return [...others, ticket].sort(newestMessageFirst);
}

export function removeTicket(tickets: TicketDTO[], ticketId: number): TicketDTO[] {
  return tickets.filter((t) => t.id !== ticketId);
}

/** The ticket as it will be once moved: its lane tags swapped for the target lane's (other tags stay). */
export function moveToLane(ticket: TicketDTO, lanes: TagOptionDTO[], to: LaneKey): TicketDTO {
  const laneIds = new Set(lanes.map((lane) => lane.id));
  const kept = ticket.tags.filter((tag) => !laneIds.has(tag.id));
  const target = to === OPEN_LANE ? undefined : lanes.find((lane) => lane.id === to);
  return { ...ticket, tags: target ? [...kept, { id: target.id, name: target.name, color: target.color }] : kept };
}

/** Drag-and-drop ids: a lane is a drop target, a card is draggable. */
export const laneDropId = (key: LaneKey) => `lane-${key}`;
export const cardDragId = (ticketId: number) => `ticket-${ticketId}`;

/** The lane a drop target id names; null for anything else. */
export function laneFromDropId(id: string | number | null | undefined): LaneKey | null {
  if (typeof id !== 'string' || !id.startsWith('lane-')) return null;
  const rest = id.slice('lane-'.length);
  if (rest === OPEN_LANE) return OPEN_LANE;
  const tagId = Number(rest);
  return Number.isInteger(tagId) && tagId > 0 ? tagId : null;
}
