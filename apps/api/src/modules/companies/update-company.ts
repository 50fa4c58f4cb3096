import type { CompanyDTO, ScheduleEntry } from '@zapdesk/shared';
import { db } from '../../db/sequelize.js';
import { publish } from '../../core/events.js';
import { systemContext } from '../../core/context.js';
import { User } from '../../models/index.js';
import { endSessions, raiseTokenVersion } from '../auth/end-sessions.js';
import { revokeAllRefreshTokens } from '../auth/refresh-tokens.js';
import { subscriptionActive } from '../auth/session-state.js';
import { presentCompany } from './companies.presenter.js';
import { assertCompanyNameFree, assertPlanExists, duplicateToAppError, findCompany, saveCampaignsEnabled } from './companies.queries.js';
import type { CompanyUpdateInput } from './companies.schemas.js';

const active = (company: { status: boolean; dueDate: string | null }) =>
  subscriptionActive({ super: false, companyActive: company.status, dueDate: company.dueDate });

/**
 * The super user edits a company (including '+ Vencimento', which sends the new dueDate). Deactivating it
 * (or moving its due date into the past) ends its users' sessions at once: access tokens refused, sockets
 * disconnected, refresh tokens revoked (the super user, never locked out with a company, keeps theirs).
 */
export async function updateCompany(id: number, input: CompanyUpdateInput): Promise<CompanyDTO> {
  try {
    const { dto, deactivated } = await db().transaction(async (transaction) => {
      const ctx = { ...systemContext(id, 'company update'), transaction };
      const company = await findCompany(id, transaction);
      const wasActive = active(company);
      if (input.planId !== undefined) await assertPlanExists(input.planId, transaction);
      if (input.name !== undefined) await assertCompanyNameFree(input.name, id, transaction);
      const { campaignsEnabled, ...fields } = input;
      await company.update(fields, { transaction });
      if (campaignsEnabled !== undefined) await saveCampaignsEnabled(id, campaignsEnabled, transaction);
      const deactivated = wasActive && !active(company);
      if (deactivated) {
        await raiseTokenVersion(ctx, { companyId: id });
        await endSessions(ctx, { companyId: id });
      }
      const dto = presentCompany(await findCompany(id, transaction));
      publish(ctx, { entity: 'company', payload: { action: 'update', company: dto } });
      return { dto, deactivated };
    });
    if (deactivated) await revokeCompanyRefreshTokens(id);
    return dto;
  } catch (error) {
    throw duplicateToAppError(error);
  }
}

async function revokeCompanyRefreshTokens(companyId: number): Promise<void> {
  const users = await User.findAll({ where: { companyId, super: false }, attributes: ['id'] });
  for (const user of users) await revokeAllRefreshTokens(user.id);
}

/** Replaces the company's business hours (its admin or the super user). */
export async function updateCompanySchedules(id: number, schedules: ScheduleEntry[]): Promise<CompanyDTO> {
  const company = await findCompany(id);
  await company.update({ schedules });
  return presentCompany(company);
}
