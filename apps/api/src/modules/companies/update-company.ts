import type { CompanyDTO, ScheduleEntry } from '@zapdesk/shared';
import { db } from '../../db/sequelize.js';
import { publish } from '../../core/events.js';
import { systemContext } from '../../core/context.js';
import { presentCompany } from './companies.presenter.js';
import {
  assertCompanyNameFree,
  assertPlanExists,
  duplicateToAppError,
  findCompany,
  saveCampaignsEnabled,
} from './companies.queries.js';
import type { CompanyUpdateInput } from './companies.schemas.js';

/** The super user edits a company (including '+ Vencimento', which sends the new dueDate). */
export async function updateCompany(id: number, input: CompanyUpdateInput): Promise<CompanyDTO> {
  try {
    return await db().transaction(async (transaction) => {
      const company = await findCompany(id, transaction);
      if (input.planId !== undefined) await assertPlanExists(input.planId, transaction);
      if (input.name !== undefined) await assertCompanyNameFree(input.name, id, transaction);
      const { campaignsEnabled, ...fields } = input;
      await company.update(fields, { transaction });
      if (campaignsEnabled !== undefined) await saveCampaignsEnabled(id, campaignsEnabled, transaction);
      const dto = presentCompany(await findCompany(id, transaction));
      publish({ ...systemContext(id, 'company update'), transaction }, { entity: 'company', payload: { action: 'update', company: dto } });
      return dto;
    });
  } catch (error) {
    throw duplicateToAppError(error);
  }
}

/** Replaces the company's business hours (its admin or the super user). */
export async function updateCompanySchedules(id: number, schedules: ScheduleEntry[]): Promise<CompanyDTO> {
  const company = await findCompany(id);
  await company.update({ schedules });
  return presentCompany(company);
}
