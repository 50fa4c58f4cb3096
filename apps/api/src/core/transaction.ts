import type { Transaction } from 'sequelize';
import { db } from '../db/sequelize.js';
import { withTransaction, type ServiceContext } from './context.js';

/** Runs work in the context's transaction, or a new one; events published inside wait for the commit. */
export async function inTransaction<T>(ctx: ServiceContext, work: (tx: ServiceContext, t: Transaction) => Promise<T>): Promise<T> {
  if (ctx.transaction) return work(ctx, ctx.transaction);
  return db().transaction((t) => work(withTransaction(ctx, t), t));
}
