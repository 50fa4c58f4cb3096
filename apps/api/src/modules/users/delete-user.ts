import type { ServiceContext } from '../../core/context.js';
import { actorUserId } from '../../core/context.js';
import { AppError } from '../../core/errors.js';
import { publish, resyncRooms } from '../../core/events.js';
import { findOrFail } from '../../core/tenancy.js';
import { inTransaction } from '../../core/transaction.js';
import { User } from '../../models/index.js';
import { endSessions } from '../auth/end-sessions.js';
import { revokeAllRefreshTokens } from '../auth/refresh-tokens.js';

/** Deletes a user of the company (admins only); nobody deletes themselves or the super user. */
export async function deleteUser(ctx: ServiceContext, id: number): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    const user = await findOrFail(User, tx, id, 'ERR_NO_USER_FOUND');
    if (actorUserId(tx) === user.id) throw new AppError('ERR_CANNOT_DELETE_SELF', 400, 'You cannot delete yourself');
    if (user.super) throw new AppError('ERR_CANNOT_DELETE_SUPER', 403, 'The super user cannot be deleted');
    await user.destroy({ transaction: tx.transaction });
    publish(tx, { entity: 'user', payload: { action: 'delete', userId: id } });
    // A deleted user's open sockets stop receiving ticket events at once, not when their token expires;
    // their access tokens are refused from the commit on and their sockets told and disconnected.
    resyncRooms(tx, { kind: 'user', userId: id });
    await endSessions(tx, { userId: id });
  });
  await revokeAllRefreshTokens(id);
}
