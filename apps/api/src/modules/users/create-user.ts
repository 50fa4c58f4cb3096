import type { UserCreateInput, UserDTO } from '@zapdesk/shared';
import type { ServiceContext } from '../../core/context.js';
import { publish } from '../../core/events.js';
import { inTransaction } from '../../core/transaction.js';
import { User } from '../../models/index.js';
import { hashPassword } from '../auth/password.js';
import { assertWithinPlanLimit } from '../plans/plan-limits.js';
import { presentUser } from './users.presenter.js';
import { assertCompanyQueues, assertCompanyWhatsapp, assertEmailFree, rethrowEmailConflict, userIncludes } from './users.queries.js';

/** Creates a user in the context's company, within the plan's user limit. */
export async function createUser(ctx: ServiceContext, input: UserCreateInput): Promise<UserDTO> {
  const queueIds = [...new Set(input.queueIds)];
  return inTransaction(ctx, async (tx) => {
    // Only the super user can name a company; one that does not exist is 404, not a plan limit.
    await assertWithinPlanLimit(tx, 'users', () => User.count({ where: { companyId: tx.companyId }, transaction: tx.transaction }));
    await assertEmailFree(tx, input.email);
    await assertCompanyQueues(tx, queueIds);
    await assertCompanyWhatsapp(tx, input.whatsappId);
    const user = await User.create(
      {
        name: input.name,
        email: input.email,
        passwordHash: await hashPassword(input.password),
        profile: input.profile,
        allTicket: input.allTicket,
        whatsappId: input.whatsappId,
        companyId: tx.companyId,
      },
      { transaction: tx.transaction },
    );
    await user.$set('queues', queueIds, { transaction: tx.transaction });
    const created = await User.findOne({ where: { id: user.id, companyId: tx.companyId }, include: userIncludes, transaction: tx.transaction });
    const dto = presentUser(created ?? user);
    publish(tx, { entity: 'user', payload: { action: 'create', user: dto } });
    return dto;
  }).catch(rethrowEmailConflict);
}
