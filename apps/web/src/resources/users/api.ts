import type { AllTicket, Profile, UserDTO } from '@zapdesk/shared';
import { api } from '../../lib/api-client';
import { toPage, type Page } from '../../lib/paged-list';

/** What the user modal sends; admin-only fields are left out for everyone else. */
export interface UserPayload {
  name: string;
  email: string;
  password?: string;
  profile?: Profile;
  allTicket?: AllTicket;
  whatsappId?: number | null;
  queueIds?: number[];
}

/** A user as GET /users/list answers it (open to every signed-in user): the pickers' choices. */
export interface UserOption {
  id: number;
  name: string;
}

/** One page of GET /users (admins only), by name; the search matches name or e-mail. */
export function fetchUsers(params: { searchParam: string; pageNumber: number }): Promise<Page<UserDTO>> {
  return api.get<{ users: UserDTO[]; count: number; hasMore: boolean }>('/users', { params }).then((r) => toPage(r.data.users, r.data));
}

export function fetchUserOptions(): Promise<UserOption[]> {
  return api.get<UserOption[]>('/users/list').then((r) => r.data.map(({ id, name }) => ({ id, name })));
}

export function createUser(payload: UserPayload): Promise<UserDTO> {
  return api.post<UserDTO>('/users', payload).then((r) => r.data);
}

/** PUT /users/{id}: the fields sent change (the profile dialog sends only one's own name, e-mail and password). */
export function updateUser(id: number, payload: Partial<UserPayload>): Promise<UserDTO> {
  return api.put<UserDTO>(`/users/${id}`, payload).then((r) => r.data);
}

export function deleteUser(id: number): Promise<void> {
  return api.delete(`/users/${id}`).then(() => undefined);
}
