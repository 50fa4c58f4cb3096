import { UniqueConstraintError } from 'sequelize';
import { withTransaction, type ServiceContext } from '../../core/context.js';
import { db } from '../../db/sequelize.js';

/**
 * Runs a write in a savepoint of the context's transaction and answers null when a unique index
 * refuses it. That means a concurrent transaction wrote the same row first: the caller reads that
 * row instead. Without the savepoint the violation would abort the caller's whole transaction.
 */
export async function unlessTaken<T>(ctx: ServiceContext, work: (sp: ServiceContext) => Promise<T>): Promise<T | null> {
  try {
    if (!ctx.transaction) return await work(ctx);
    return await db().transaction({ transaction: ctx.transaction }, (savepoint) => work(withTransaction(ctx, savepoint)));
  } catch (error) {
    if (error instanceof UniqueConstraintError) return null;
    throw error;
  }
}
