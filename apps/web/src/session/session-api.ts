import type { UserDTO } from '@zapdesk/shared';
import { api, type SessionResponse } from '../lib/api-client';
import type { LoginCredentials } from './auth-context';

export function postLogin(credentials: LoginCredentials): Promise<SessionResponse> {
  return api.post<SessionResponse>('/auth/login', credentials).then((r) => r.data);
}

export function deleteLogout(): Promise<void> {
  return api.delete('/auth/logout').then(() => undefined);
}

export function getMe(): Promise<UserDTO> {
  return api.get<{ user: UserDTO }>('/auth/me').then((r) => r.data.user);
}
