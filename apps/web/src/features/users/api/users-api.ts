import type { AllTicket, Profile, UserDTO } from '@zapdesk/shared';
import { api } from '../../../lib/api-client';

/** One page of GET /users (admins only). */
export interface UsersPage {
  users: UserDTO[];
  count: number;
  hasMore: boolean;
}

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

/** A queue or connection the modal offers (only id, name and, for queues, colour are read). */
export interface PickerOption {
  id: number;
  name: string;
  color?: string;
}

export function fetchUsers(params: { searchParam: string; pageNumber: number }): Promise<UsersPage> {
  return api.get<UsersPage>('/users', { params }).then((r) => r.data);
}

export function createUser(payload: UserPayload): Promise<UserDTO> {
  return api.post<UserDTO>('/users', payload).then((r) => r.data);
}

export function updateUser(id: number, payload: UserPayload): Promise<UserDTO> {
  return api.put<UserDTO>(`/users/${id}`, payload).then((r) => r.data);
}

export function deleteUser(id: number): Promise<void> {
  return api.delete(`/users/${id}`).then(() => undefined);
}

/**
 * The queues and connections screens own these endpoints; their answers are read defensively
 * (a list of records with id and name) so a different or missing shape leaves the picker empty.
 */
export function toPickerOptions(data: unknown): PickerOption[] {
  if (!Array.isArray(data)) return [];
  return data.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null) return [];
    const { id, name, color } = item as Record<string, unknown>;
    if (typeof id !== 'number' || typeof name !== 'string') return [];
    return [{ id, name, ...(typeof color === 'string' ? { color } : {}) }];
  });
}

export function fetchQueueOptions(): Promise<PickerOption[]> {
  return api.get<unknown>('/queue').then((r) => toPickerOptions(r.data));
}

export function fetchWhatsappOptions(): Promise<PickerOption[]> {
  return api.get<unknown>('/whatsapp/', { params: { session: 0 } }).then((r) => toPickerOptions(r.data));
}
