import jwt from 'jsonwebtoken';
import type { Profile } from '@zapdesk/shared';
import { env } from '../../config/env.js';
import { AppError } from '../../core/errors.js';
import { signingKey } from './signing-key.js';

/** What the access token carries: enough to build a ServiceContext without a database read. */
export interface AccessClaims {
  id: number;
  companyId: number;
  profile: Profile;
  super: boolean;
  sid: string;
  dueDate: string | null;
  companyActive: boolean;
  /** The user's tokenVersion when signed: a later logout, password or profile change refuses the token. */
  ver: number;
}

/** Signs a short-lived (15 min by default) access token. */
export function signAccessToken(claims: AccessClaims): string {
  return jwt.sign(claims, signingKey(env.JWT_SECRET), { expiresIn: env.ACCESS_TOKEN_TTL as jwt.SignOptions['expiresIn'] });
}

/**
 * Verifies an access token. An expired but genuine token is 403 (the client refreshes and retries,
 * spec §4 Session); a missing, forged or malformed one is 401 (the client signs out).
 */
export function verifyAccessToken(token: string): AccessClaims {
  try {
    const decoded = jwt.verify(token, signingKey(env.JWT_SECRET));
    if (typeof decoded !== 'object' || typeof decoded.id !== 'number') throw new Error('malformed');
    return decoded as unknown as AccessClaims;
  } catch (error) {
    if (error instanceof jwt.TokenExpiredError) throw new AppError('ERR_SESSION_EXPIRED', 403, 'Access token expired');
    throw new AppError('ERR_SESSION_EXPIRED', 401, 'Invalid token');
  }
}
