import { createContext } from 'react';
import type { UserDTO } from '@zapdesk/shared';

export interface LoginCredentials {
  email: string;
  password: string;
}

export interface AuthContextValue {
  /** The signed-in user, or null when signed out. */
  user: UserDTO | null;
  /** True until the start-up token refresh has answered. */
  loading: boolean;
  /** The last login or refresh said the super user still has the well-known default password. */
  defaultPasswordInUse: boolean;
  login: (credentials: LoginCredentials) => Promise<void>;
  logout: () => Promise<void>;
  /** Reloads the user from GET /auth/me (after a profile edit). */
  reloadUser: () => Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);
