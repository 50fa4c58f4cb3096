import { defaultSchedules } from '@zapdesk/shared';
import type { Transaction } from 'sequelize';
import type { Sequelize } from 'sequelize-typescript';
import { env } from '../config/env.js';
import { Company, Plan, User } from '../models/index.js';
import { hashPassword } from '../modules/auth/password.js';
import { ensureDefaultSettings } from '../modules/settings/ensure-default-settings.js';

export const SEED_PLAN = 'Plano 1';
export const SEED_COMPANY = 'Empresa 1';
const FAR_DUE_DATE = '2093-12-14';

/**
 * First-start data, created only while the platform has no super user: once it has one, renamed or
 * edited seed rows are the operator's and are never recreated (a changed super-user e-mail must not
 * bring back the default account and password on the next start). Every run gives each company the
 * default settings it lacks.
 */
export async function seed(sequelize: Sequelize): Promise<void> {
  await sequelize.transaction(async (transaction) => {
    const superUser = await User.findOne({
      where: { super: true },
      crossTenant: 'the platform super user belongs to no tenant in particular',
      transaction,
    });
    if (!superUser) await createFirstStartData(transaction);
    const companies = await Company.findAll({ attributes: ['id'], transaction });
    for (const { id } of companies) await ensureDefaultSettings(id, transaction);
  });
}

async function createFirstStartData(transaction: Transaction): Promise<void> {
  const [plan] = await Plan.findOrCreate({
    where: { name: SEED_PLAN },
    defaults: { name: SEED_PLAN, users: 10, connections: 10, queues: 10, campaigns: 10, schedules: 10, value: 0 },
    transaction,
  });
  const [company] = await Company.findOrCreate({
    where: { name: SEED_COMPANY },
    defaults: {
      name: SEED_COMPANY,
      email: env.SUPER_ADMIN_EMAIL,
      planId: plan.id,
      status: true,
      dueDate: FAR_DUE_DATE,
      recurrence: 'MENSAL',
      schedules: defaultSchedules(),
    },
    transaction,
  });
  const [, created] = await User.findOrCreate({
    where: { email: env.SUPER_ADMIN_EMAIL },
    defaults: {
      name: 'Admin',
      email: env.SUPER_ADMIN_EMAIL,
      passwordHash: await hashPassword(env.SUPER_ADMIN_PASSWORD),
      profile: 'admin',
      super: true,
      companyId: company.id,
    },
    crossTenant: 'the super user is found by e-mail',
    transaction,
  });
  // Never promote someone else's account (it could be any tenant's): stop with a readable reason.
  if (!created) throw new Error(`SUPER_ADMIN_EMAIL ${env.SUPER_ADMIN_EMAIL} belongs to a user who is not the super user: choose another`);
}
