import type { ServiceContext } from '../core/context.js';
import type { AccessClaims } from '../modules/auth/access-token.js';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /** Set by requireAuth from the verified token; the only source of companyId. */
      ctx: ServiceContext;
      claims: AccessClaims;
    }
  }
}

export {};
