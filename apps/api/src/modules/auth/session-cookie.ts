import type { CookieOptions, Response } from 'express';
import { env, isProduction } from '../../config/env.js';

export const REFRESH_COOKIE = 'jrt';

const options = (): CookieOptions => ({
  httpOnly: true,
  secure: isProduction,
  sameSite: 'lax',
  path: '/auth',
  maxAge: env.REFRESH_TOKEN_TTL_DAYS * 86_400_000,
});

export const setRefreshCookie = (res: Response, token: string) => res.cookie(REFRESH_COOKIE, token, options());
export const clearRefreshCookie = (res: Response) => res.clearCookie(REFRESH_COOKIE, { ...options(), maxAge: undefined });
