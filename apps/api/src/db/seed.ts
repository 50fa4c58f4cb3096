import { defaultSchedules } from '@zapdesk/shared';
import type { Sequelize } from 'sequelize-typescript';
import { env } from '../config/env.js';
import { Company, Plan, User } from '../models/index.js';
import { hashPassword } from '../modules/auth/password.js';
import { ensureDefaultSettings } from '../modules/settings/ensure-default-settings.js';

export const SEED_PLAN = 'Plano 1';
export const SEED_COMPANY = 'Empresa 1';
const FAR_DUE_DATE = '2093-12-14';

/** First-start data; running it again changes nothing (existing rows are found, not rewritten). */
export async function seed(sequelize: Sequelize): Promise<void> {
  await sequelize.transaction(async (transaction) => {
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
    const existing = await User.findOne({
      where: { email: env.SUPER_ADMIN_EMAIL },
      crossTenant: 'the super user is found by e-mail',
      transaction,
    });
    if (!existing) {
      await User.create(
        {
          name: 'Admin',
          email: env.SUPER_ADMIN_EMAIL,
          passwordHash: await hashPassword(env.SUPER_ADMIN_PASSWORD),
          profile: 'admin',
          super: true,
          companyId: company.id,
        },
        { transaction },
      );
    }
    const companies = await Company.findAll({ attributes: ['id'], transaction });
    for (const { id } of companies) await ensureDefaultSettings(id, transaction);
  });
}
