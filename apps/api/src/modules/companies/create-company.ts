import type { CompanyDTO } from '@zapdesk/shared';
import { defaultSchedules } from '@zapdesk/shared';
import { db } from '../../db/sequelize.js';
import { Company, User } from '../../models/index.js';
import { hashPassword } from '../auth/password.js';
import { ensureDefaultSettings } from '../settings/ensure-default-settings.js';
import { assertEmailFree } from '../users/users.queries.js';
import { systemContext } from '../../core/context.js';
import { presentCompany } from './companies.presenter.js';
import { assertCompanyNameFree, assertPlanExists, duplicateToAppError, findCompany, saveCampaignsEnabled } from './companies.queries.js';
import type { CompanyCreateInput } from './companies.schemas.js';

export interface NewCompany extends Omit<CompanyCreateInput, 'password'> {
  trialExpiration?: string | null;
  /** The company's first admin; absent when the super user creates an empty company. */
  admin?: { name: string; email: string; password: string };
}

/** Creates a company with default settings and schedules, and optionally its first admin. */
export async function createCompany(input: NewCompany): Promise<CompanyDTO> {
  try {
    return await db().transaction(async (transaction) => {
      await assertPlanExists(input.planId, transaction);
      await assertCompanyNameFree(input.name, undefined, transaction);
      const company = await Company.create(
        {
          name: input.name,
          email: input.email,
          phone: input.phone ?? null,
          planId: input.planId,
          status: input.status,
          dueDate: input.dueDate ?? null,
          trialExpiration: input.trialExpiration ?? null,
          recurrence: input.recurrence,
          schedules: defaultSchedules(),
          billingName: input.billingName ?? null,
          addressZipCode: input.addressZipCode ?? null,
          addressStreet: input.addressStreet ?? null,
          addressState: input.addressState ?? null,
          addressCity: input.addressCity ?? null,
          addressDistrict: input.addressDistrict ?? null,
        },
        { transaction },
      );
      await ensureDefaultSettings(company.id, transaction);
      await saveCampaignsEnabled(company.id, input.campaignsEnabled, transaction);
      if (input.admin) {
        await assertEmailFree({ ...systemContext(company.id, 'company creation'), transaction }, input.admin.email);
        await User.create(
          {
            name: input.admin.name,
            email: input.admin.email,
            passwordHash: await hashPassword(input.admin.password),
            profile: 'admin',
            companyId: company.id,
          },
          { transaction },
        );
      }
      return presentCompany(await findCompany(company.id, transaction));
    });
  } catch (error) {
    throw duplicateToAppError(error);
  }
}
