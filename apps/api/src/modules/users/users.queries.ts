import { Op, UniqueConstraintError } from 'sequelize';
import type { ServiceContext } from '../../core/context.js';
import { AppError } from '../../core/errors.js';
import { Queue, User, Whatsapp } from '../../models/index.js';

export const userIncludes = [{ model: Queue, attributes: ['id', 'name', 'color'], through: { attributes: [] } }];

/** Checks every queue id belongs to the company; 400 naming queueIds otherwise. */
export async function assertCompanyQueues(ctx: ServiceContext, queueIds: number[]): Promise<void> {
  if (queueIds.length === 0) return;
  const found = await Queue.count({ where: { companyId: ctx.companyId, id: { [Op.in]: queueIds } }, transaction: ctx.transaction });
  if (found !== new Set(queueIds).size) {
    throw new AppError('ERR_VALIDATION', 400, 'queueIds: unknown queue', { field: 'queueIds' });
  }
}

/** Checks a default connection belongs to the company; 400 naming whatsappId otherwise. */
export async function assertCompanyWhatsapp(ctx: ServiceContext, whatsappId: number | null | undefined): Promise<void> {
  if (whatsappId === null || whatsappId === undefined) return;
  const found = await Whatsapp.count({ where: { companyId: ctx.companyId, id: whatsappId }, transaction: ctx.transaction });
  if (!found) throw new AppError('ERR_VALIDATION', 400, 'whatsappId: unknown connection', { field: 'whatsappId' });
}

const emailTaken = () => new AppError('ERR_EMAIL_ALREADY_EXISTS', 400, 'email: already in use', { field: 'email' });

/** E-mails are unique across the platform (sign-in is by e-mail alone). */
export async function assertEmailFree(ctx: ServiceContext, email: string, exceptUserId?: number): Promise<void> {
  const where = exceptUserId ? { email, id: { [Op.ne]: exceptUserId } } : { email };
  const taken = await User.count({ where, crossTenant: 'e-mails are unique across companies', transaction: ctx.transaction });
  if (taken) throw emailTaken();
}

/**
 * Two companies saving the same new e-mail at once both pass assertEmailFree; the unique index
 * stops the second, which must read as the same 400, not a 500.
 */
export function rethrowEmailConflict(error: unknown): never {
  if (error instanceof UniqueConstraintError && Object.keys(error.fields ?? {}).includes('email')) throw emailTaken();
  throw error;
}
