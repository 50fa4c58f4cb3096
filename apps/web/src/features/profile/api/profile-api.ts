import type { UserDTO } from '@zapdesk/shared';
import { api } from '../../../lib/api-client';

export interface ProfilePayload {
  name: string;
  email: string;
  /** Sent only when the user typed a new one. */
  password?: string;
}

export function putProfile(userId: number, payload: ProfilePayload): Promise<UserDTO> {
  return api.put<UserDTO>(`/users/${userId}`, payload).then((r) => r.data);
}
