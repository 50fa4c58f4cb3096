import type { NextFunction, Request, Response } from 'express';
import { AppError, forbidden } from '../../core/errors.js';
import { checkAccessToken } from '../../modules/auth/check-access-token.js';

/**
 * Verifies the Bearer token against its user's current state and builds req.ctx; 401 without a valid or
 * current token, 403 for an expired subscription.
 */
export async function requireAuth(req: Request, _res: Response, next: NextFunction): Promise<void> {
  const header = req.headers.authorization ?? '';
  const [scheme, token] = header.split(' ');
  if (scheme !== 'Bearer' || !token) throw new AppError('ERR_SESSION_EXPIRED', 401, 'Missing token');
  const { claims } = await checkAccessToken(token);
  req.claims = claims;
  req.ctx = {
    companyId: claims.companyId,
    actor: { kind: 'user', id: claims.id, profile: claims.profile, isSuper: claims.super, sessionId: claims.sid },
  };
  next();
}

// The role guards are generic over the request's types, so a route's `accept(...)` after them still types req.body and req.query.
/** Company admins (and the super user). */
export function requireAdmin<P, R, B, Q>(req: Request<P, R, B, Q>, _res: Response<R>, next: NextFunction): void {
  if (req.claims.profile !== 'admin' && !req.claims.super) throw forbidden();
  next();
}

/** The platform super user only. */
export function requireSuper<P, R, B, Q>(req: Request<P, R, B, Q>, _res: Response<R>, next: NextFunction): void {
  if (!req.claims.super) throw forbidden();
  next();
}
