import type { TicketDTO } from './dto.js';

/** §5 Tag: name at least 3 characters; a colour is a CSS hex colour (#RGB or #RRGGBB). */
export const TagLimits = { nameMin: 3, nameMax: 100 } as const;
export const TAG_COLOR_PATTERN = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;
/** The colour a tag gets when none is chosen (the database default). */
export const DEFAULT_TAG_COLOR = '#5C59A0';

/** A tag as the pickers and the kanban lanes read it (GET /tags/list, GET /tags/kanban). */
export interface TagOptionDTO {
  id: number;
  name: string;
  color: string;
  /** 1 when the tag is a kanban lane (the contract's 0/1). */
  kanban: number;
}

/** A tag as the tags screen reads it (spec §3 Tag). */
export interface TagDTO extends TagOptionDTO {
  /** Who created it; null once that user was deleted. */
  userId: number | null;
  /** How many tickets carry the tag. */
  ticketsCount: number;
}

/** GET /tags → one page, ordered by name. */
export interface TagsPage {
  tags: TagDTO[];
  hasMore: boolean;
}

/** POST /tags and PUT /tags/{id}. Only admins and supervisors may change `kanban` (§6). */
export interface TagInput {
  name: string;
  color?: string;
  kanban?: number;
}

/** GET /ticket/kanban: the open and pending tickets of the board's queues, most recently active first. */
export interface KanbanTickets {
  tickets: TicketDTO[];
  /** True when the board was cut at the server's limit. */
  hasMore: boolean;
}
