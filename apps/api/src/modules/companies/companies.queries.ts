import { Op, UniqueConstraintError, type Transaction } from 'sequelize';
import { AppError, notFound } from '../../core/errors.js';
import { Company, Plan, Setting } from '../../models/index.js';
import { escapeLike } from '../../core/like.js';

export const companyIncludes = [{ model: Plan }, { model: Setting }];

/** A company with its plan and settings, or 404. */
export async function findCompany(id: number, transaction?: Transaction): Promise<Company> {
  const company = await Company.findByPk(id, { include: companyIncludes, transaction });
  if (!company) throw notFound('ERR_NO_COMPANY_FOUND');
  return company;
}

/** The plan must exist: 400 naming planId otherwise. */
export async function assertPlanExists(planId: number, transaction?: Transaction): Promise<void> {
  if (!(await Plan.findByPk(planId, { transaction }))) {
    throw new AppError('ERR_NO_PLAN_FOUND', 400, 'planId: no such plan', { field: 'planId' });
  }
}

export const companyNameTaken = () => new AppError('ERR_COMPANY_NAME_ALREADY_EXISTS', 400, 'name: a company with this name exists', { field: 'name' });

/** Company names are unique (case-insensitive). */
export async function assertCompanyNameFree(name: string, exceptId?: number, transaction?: Transaction): Promise<void> {
  const where = { name: { [Op.iLike]: escapeLike(name) }, ...(exceptId && { id: { [Op.ne]: exceptId } }) };
  if (await Company.count({ where, transaction })) throw companyNameTaken();
}

/**
 * Two requests that both passed the name/e-mail checks race to the unique index: the loser gets the
 * same 400 the check would have given (not a 500).
 */
export function duplicateToAppError(error: unknown): unknown {
  if (!(error instanceof UniqueConstraintError)) return error;
  const fields = Object.keys(error.fields ?? {});
  if (fields.includes('name')) return companyNameTaken();
  if (fields.includes('email')) return new AppError('ERR_EMAIL_ALREADY_EXISTS', 400, 'email: already in use', { field: 'email' });
  return error;
}

/** Stores campaignsEnabled as the company setting the spec names. */
export async function saveCampaignsEnabled(companyId: number, enabled: boolean, transaction?: Transaction): Promise<void> {
  await Setting.update({ value: String(enabled) }, { where: { companyId, key: 'campaignsEnabled' }, transaction });
}
