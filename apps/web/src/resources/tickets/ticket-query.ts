import type { TicketStatus } from '@zapdesk/shared';

/** Spec §9: ticket list and contact searches wait 500 ms after the text changes. */
export const SEARCH_DEBOUNCE_MS = 500;

/** The three tabs of the ticket manager (spec §2). */
export type ManagerTab = 'open' | 'closed' | 'search';

interface ScopeBase {
  showAll: boolean;
  /** null: no queue filter (see queue-filter.ts). */
  queueIds: number[] | null;
  /** 'Sem fila': whether tickets without a queue are listed. */
  withoutQueue: boolean;
}

/** A list of one status: assigned ('open'), pending or closed. */
export interface StatusScope extends ScopeBase {
  kind: 'status';
  status: TicketStatus;
}

/** The search tab: any status, by text, tags and (admins) users. */
export interface SearchScope extends ScopeBase {
  kind: 'search';
  searchParam: string;
  tags: number[];
  users: number[];
}

/** What one on-screen ticket list shows; it is also the list's cache key. */
export type TicketListScope = StatusScope | SearchScope;

/** GET /tickets query parameters (arrays travel as JSON text, flags as 'true'/'false'). */
export interface TicketQuery {
  pageNumber: number;
  showAll: 'true' | 'false';
  status?: TicketStatus;
  searchParam?: string;
  tags?: string;
  users?: string;
  queueIds?: string;
}

const jsonIds = (ids: number[]) => JSON.stringify([...ids].sort((a, b) => a - b));

/** Spec §5: search text is lowercased (and trimmed, so a stray space searches nothing new). */
export function normalizeSearch(text: string): string {
  return text.trim().toLowerCase();
}

/** The GET /tickets query of a page of a list (see the API's tickets.schemas.ts). */
export function buildTicketQuery(scope: TicketListScope, pageNumber: number): TicketQuery {
  const query: TicketQuery = { pageNumber, showAll: scope.showAll ? 'true' : 'false' };
  if (scope.queueIds !== null) query.queueIds = jsonIds(scope.queueIds);
  if (scope.kind === 'status') {
    query.status = scope.status;
    return query;
  }
  const searchParam = normalizeSearch(scope.searchParam);
  if (searchParam) query.searchParam = searchParam;
  if (scope.tags.length) query.tags = jsonIds(scope.tags);
  if (scope.users.length) query.users = jsonIds(scope.users);
  return query;
}
