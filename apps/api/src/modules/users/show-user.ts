import type { UserDTO } from '@zapdesk/shared';
import type { ServiceContext } from '../../core/context.js';
import { findOrFail } from '../../core/tenancy.js';
import { User } from '../../models/index.js';
import { authorizeUserAccess } from './users.policy.js';
import { presentUser } from './users.presenter.js';
import { userIncludes } from './users.queries.js';

/** One user of the company (admins: any; others: themselves). */
export async function showUser(ctx: ServiceContext, id: number): Promise<UserDTO> {
  const user = await findOrFail(User, ctx, id, 'ERR_NO_USER_FOUND', { include: userIncludes });
  authorizeUserAccess(ctx, user);
  return presentUser(user);
}
