import type { ServiceContext } from '../../core/context.js';
import { notFound } from '../../core/errors.js';
import { Company } from '../../models/index.js';

// Writes that depend on what else the company has (plan limits, the single default connection, queue
// names) lock its row first, so two concurrent requests see each other's result instead of racing.

/** The context's company, its row locked until the transaction ends. */
export async function lockCompany(tx: ServiceContext): Promise<Company> {
  const company = await Company.findByPk(tx.companyId, { transaction: tx.transaction, lock: true });
  if (!company) throw notFound('ERR_NO_COMPANY_FOUND');
  return company;
}
