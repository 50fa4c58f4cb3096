import type { UserCreateInput, UserDTO } from '@zapdesk/shared';
import type { ServiceContext } from '../../core/context.js';
import { notFound, planLimitReached } from '../../core/errors.js';
import { publish } from '../../core/events.js';
import { inTransaction } from '../../core/transaction.js';
import { Company, Plan, User } from '../../models/index.js';
import { hashPassword } from '../auth/password.js';
import { presentUser } from './users.presenter.js';
import { assertCompanyQueues, assertCompanyWhatsapp, assertEmailFree, rethrowEmailConflict, userIncludes } from './users.queries.js';

/** Creates a user in the context's company, within the plan's user limit. */
export async function createUser(ctx: ServiceContext, input: UserCreateInput): Promise<UserDTO> {
  const queueIds = [...new Set(input.queueIds)];
  return inTransaction(ctx, async (tx) => {
    // Locking the company row serialises concurrent creations, so the limit cannot be overshot.
    const company = await Company.findByPk(tx.companyId, { transaction: tx.transaction, lock: true });
    // Only the super user can name a company; one that does not exist is 404, not a plan limit.
    if (!company) throw notFound('ERR_NO_COMPANY_FOUND');
    const plan = await Plan.findByPk(company.planId, { transaction: tx.transaction });
    const count = await User.count({ where: { companyId: tx.companyId }, transaction: tx.transaction });
    if (!plan || count >= plan.users) throw planLimitReached('users');
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
