import type { QueryClient } from '@tanstack/react-query';
import type { CompanyEventPayloads, UserDTO } from '@zapdesk/shared';
import { applyToCachedArray, applyToPagedLists, textMatches, type ListRule, type RowChange } from '../../lib/paged-list';
import type { LiveApplier } from '../../live/live-events';
import type { UserOption } from './api';
import { userKeys } from './keys';

/** GET /users: by name; the search matches name or e-mail (any case). */
export const userListRule: ListRule<UserDTO> = {
  matches: (user, search) => textMatches(search, user.name, user.email),
  compare: (a, b) => a.name.localeCompare(b.name) || a.id - b.id,
};

export function userChange(payload: CompanyEventPayloads['user']): RowChange<UserDTO> {
  return payload.action === 'delete' ? { type: 'remove', id: payload.userId } : { type: 'upsert', row: payload.user, isNew: payload.action === 'create' };
}

/** Puts a saved or deleted user into every searched list and into the pickers' choices. */
export function applyUserChange(queryClient: QueryClient, change: RowChange<UserDTO>): void {
  applyToPagedLists(queryClient, userKeys.lists, change, userListRule);
  const option: RowChange<UserOption> = change.type === 'remove' ? change : { ...change, row: { id: change.row.id, name: change.row.name } };
  applyToCachedArray(queryClient, userKeys.options, option, (a, b) => a.name.localeCompare(b.name));
}

export const applyUserEvent: LiveApplier<'user'> = (queryClient, payload) => applyUserChange(queryClient, userChange(payload));
