import type { UserDTO, UserUpdateInput } from '@zapdesk/shared';
import type { ServiceContext } from '../../core/context.js';
import { publish, resyncRooms } from '../../core/events.js';
import { findOrFail } from '../../core/tenancy.js';
import { inTransaction } from '../../core/transaction.js';
import { User } from '../../models/index.js';
import { hashPassword } from '../auth/password.js';
import { endSessions, raiseTokenVersion } from '../auth/end-sessions.js';
import { revokeAllRefreshTokens } from '../auth/refresh-tokens.js';
import { authorizeUserUpdate } from './users.policy.js';
import { presentUser } from './users.presenter.js';
import { assertCompanyQueues, assertCompanyWhatsapp, assertEmailFree, rethrowEmailConflict, userIncludes } from './users.queries.js';

/**
 * Updates a user; a new password revokes every refresh token of the user, this session's included (the route
 * gives the acting session a new one). A new password or profile ends the user's sessions at once: their
 * access tokens are refused and their sockets told and disconnected.
 */
export async function updateUser(ctx: ServiceContext, id: number, request: UserUpdateInput): Promise<UserDTO> {
  // A queue listed twice is one queue (a duplicate would break the join table's primary key).
  const input = { ...request, queueIds: request.queueIds && [...new Set(request.queueIds)] };
  const { dto, passwordChanged } = await inTransaction(ctx, async (tx) => {
    const user = await findOrFail(User, tx, id, 'ERR_NO_USER_FOUND', { include: userIncludes });
    authorizeUserUpdate(tx, user, input);
    if (input.email && input.email !== user.email) await assertEmailFree(tx, input.email, user.id);
    if (input.queueIds) await assertCompanyQueues(tx, input.queueIds);
    if (input.whatsappId !== user.whatsappId) await assertCompanyWhatsapp(tx, input.whatsappId);
    const changes: Partial<User> = {};
    if (input.name !== undefined) changes.name = input.name;
    if (input.email !== undefined) changes.email = input.email;
    if (input.profile !== undefined) changes.profile = input.profile;
    if (input.allTicket !== undefined) changes.allTicket = input.allTicket;
    if (input.whatsappId !== undefined) changes.whatsappId = input.whatsappId;
    if (input.password) changes.passwordHash = await hashPassword(input.password);
    const sessionsEnd = Boolean(input.password) || (input.profile !== undefined && input.profile !== user.profile);
    await user.update(changes, { transaction: tx.transaction });
    if (sessionsEnd) {
      await raiseTokenVersion(tx, { userId: id });
      await endSessions(tx, { userId: id });
    }
    if (input.queueIds) await user.$set('queues', input.queueIds, { transaction: tx.transaction });
    const updated = await findOrFail(User, tx, id, 'ERR_NO_USER_FOUND', { include: userIncludes });
    const dto = presentUser(updated);
    publish(tx, { entity: 'user', payload: { action: 'update', user: dto } });
    // Which tickets the user sees live follows their profile, queues and allTicket.
    if (input.profile !== undefined || input.queueIds || input.allTicket !== undefined) resyncRooms(tx, { kind: 'user', userId: id });
    return { dto, passwordChanged: Boolean(input.password) };
  }).catch(rethrowEmailConflict);
  if (passwordChanged) await revokeAllRefreshTokens(id);
  return dto;
}
