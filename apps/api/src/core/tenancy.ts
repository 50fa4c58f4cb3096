import type { FindOptions, Model, ModelStatic, WhereOptions } from 'sequelize';
import type { ErrorCode } from '@zapdesk/shared';
import type { ServiceContext } from './context.js';
import { notFound } from './errors.js';

/**
 * Loads a tenant record by id within the context's company: a missing record and another
 * company's record are the same 404, so existence never leaks across tenants.
 */
export async function findOrFail<M extends Model>(
  model: ModelStatic<M>,
  ctx: ServiceContext,
  id: number,
  code: ErrorCode = 'ERR_NOT_FOUND',
  options: Omit<FindOptions, 'where'> = {},
): Promise<M> {
  const where = { id, companyId: ctx.companyId } as unknown as WhereOptions;
  const record = await model.findOne({ ...options, where, transaction: ctx.transaction });
  if (!record) throw notFound(code);
  return record;
}
