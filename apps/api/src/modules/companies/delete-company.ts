import { systemContext } from '../../core/context.js';
import { AppError } from '../../core/errors.js';
import { User } from '../../models/index.js';
import { endSessions } from '../auth/end-sessions.js';
import { findCompany } from './companies.queries.js';

/** Deletes a company and everything it owns (cascade, its users too: their sessions end); the super user's own company stays. */
export async function deleteCompany(id: number): Promise<void> {
  const company = await findCompany(id);
  if (await User.count({ where: { companyId: id, super: true } })) {
    throw new AppError('ERR_NO_PERMISSION', 403, "The platform's own company cannot be deleted");
  }
  await company.destroy();
  await endSessions(systemContext(id, 'company deleted'), { companyId: id });
}
