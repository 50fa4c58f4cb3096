import axios, { isAxiosError, type AxiosError, type InternalAxiosRequestConfig } from 'axios';
import type { LoginResponse } from '@zapdesk/shared';
import { env } from '../config/env';
import { StorageKeys, readStorage, removeStorage, writeStorage } from './storage';

/** What /auth/login and /auth/refresh_token answer: the session's id rides along the token and user. */
export type SessionResponse = LoginResponse;

type RetriableConfig = InternalAxiosRequestConfig & { _retried?: boolean };

/** The refresh token is an httpOnly cookie, so every call sends credentials. */
export const api = axios.create({ baseURL: env.apiUrl, withCredentials: true });

/** Their failures belong to the caller: refreshing or logging out on them would loop. */
const SESSION_ENDPOINTS = ['/auth/login', '/auth/refresh_token'];

function isSessionEndpoint(url: string | undefined): boolean {
  return SESSION_ENDPOINTS.some((path) => url?.startsWith(path));
}

let unauthorizedHandler: () => void = () => window.location.assign('/login');
let refreshListener: (session: SessionResponse) => void = () => undefined;
let refreshInFlight: Promise<SessionResponse> | null = null;

/** The session decides what "logged out" means on screen (state reset and navigation). */
export function setUnauthorizedHandler(handler: () => void): void {
  unauthorizedHandler = handler;
}

/** Lets the session pick up the user and sessionId of a refresh made on its behalf. */
export function setRefreshListener(listener: (session: SessionResponse) => void): void {
  refreshListener = listener;
}

/** Clears the stored token and company, then hands over to the session's handler. */
export function handleUnauthorized(): void {
  removeStorage(StorageKeys.token);
  removeStorage(StorageKeys.companyId);
  unauthorizedHandler();
}

/**
 * Calls POST /auth/refresh_token (cookie), stores the new access token and tells the session.
 * Concurrent callers share one request: the cookie rotates, so a second use would be refused.
 */
export function refreshSession(): Promise<SessionResponse> {
  refreshInFlight ??= api
    .post<SessionResponse>('/auth/refresh_token')
    .then(({ data }) => {
      writeStorage(StorageKeys.token, data.token);
      refreshListener(data);
      return data;
    })
    .finally(() => {
      refreshInFlight = null;
    });
  return refreshInFlight;
}

api.interceptors.request.use((config) => {
  const token = readStorage(StorageKeys.token);
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
});

api.interceptors.response.use(undefined, async (error: unknown) => {
  if (!isAxiosError(error) || !error.config || isSessionEndpoint(error.config.url)) throw error;
  const config: RetriableConfig = error.config;
  const status = error.response?.status;

  // An expired access token answers 403 (spec §4 Session), and a token the server no longer honours (its user
  // logged out elsewhere, changed password or profile) 401: refresh once, then retry once. A 401 the refresh
  // cannot cure (user deleted, session revoked) signs out, as the spec's 401 does.
  if ((status === 403 || status === 401) && !config._retried) {
    config._retried = true;
    let token: string;
    try {
      ({ token } = await refreshSession());
    } catch (refreshError) {
      if (status === 401 || (isAxiosError(refreshError) && refreshError.response?.status === 401)) handleUnauthorized();
      throw error;
    }
    config.headers.set('Authorization', `Bearer ${token}`);
    return api.request(config);
  }
  if (status === 401) handleUnauthorized();
  throw error;
});

/** The `error` code of an API error body, when there is one. */
export function apiErrorCode(error: unknown): string | undefined {
  if (!isAxiosError(error)) return undefined;
  const data: unknown = (error as AxiosError).response?.data;
  if (typeof data === 'object' && data !== null && 'error' in data && typeof data.error === 'string') {
    return data.error;
  }
  return undefined;
}

/** A field of the API error body (e.g. dueDate of ERR_SUBSCRIPTION_EXPIRED). */
export function apiErrorField(error: unknown, field: string): unknown {
  if (!isAxiosError(error)) return undefined;
  const data: unknown = error.response?.data;
  if (typeof data === 'object' && data !== null && field in data) {
    return (data as Record<string, unknown>)[field];
  }
  return undefined;
}
