import type { NextFunction, Request, Response } from 'express';
import { AppError, forbidden } from '../../core/errors.js';
import { today } from '../../core/clock.js';
import { verifyAccessToken, type AccessClaims } from '../../modules/auth/access-token.js';

/** True when the company behind the claims may use the platform (super users always may). */
export function subscriptionActive(claims: Pick<AccessClaims, 'super' | 'companyActive' | 'dueDate'>): boolean {
  if (claims.super) return true;
  return claims.companyActive && (!claims.dueDate || claims.dueDate >= today());
}

/** Verifies the Bearer token and builds req.ctx; 401 without a valid token, 403 for an expired subscription. */
export function requireAuth(req: Request, _res: Response, next: NextFunction): void {
  const header = req.headers.authorization ?? '';
  const [scheme, token] = header.split(' ');
  if (scheme !== 'Bearer' || !token) throw new AppError('ERR_SESSION_EXPIRED', 401, 'Missing token');
  const claims = verifyAccessToken(token);
  if (!subscriptionActive(claims)) {
    throw new AppError('ERR_SUBSCRIPTION_EXPIRED', 403, 'Subscription expired', { dueDate: claims.dueDate });
  }
  req.claims = claims;
  req.ctx = {
    companyId: claims.companyId,
    actor: { kind: 'user', id: claims.id, profile: claims.profile, isSuper: claims.super, sessionId: claims.sid },
  };
  next();
}

/** Company admins (and the super user). */
export function requireAdmin(req: Request, _res: Response, next: NextFunction): void {
  if (req.claims.profile !== 'admin' && !req.claims.super) throw forbidden();
  next();
}

/** The platform super user only. */
export function requireSuper(req: Request, _res: Response, next: NextFunction): void {
  if (!req.claims.super) throw forbidden();
  next();
}
