import { AppError } from '../../core/errors.js';
import { User } from '../../models/index.js';
import { findCompany } from './companies.queries.js';

/** Deletes a company and everything it owns (cascade); the super user's own company stays. */
export async function deleteCompany(id: number): Promise<void> {
  const company = await findCompany(id);
  if (await User.count({ where: { companyId: id, super: true } })) {
    throw new AppError('ERR_NO_PERMISSION', 403, "The platform's own company cannot be deleted");
  }
  await company.destroy();
}
