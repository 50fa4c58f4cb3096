import type { Transaction } from 'sequelize';
import { db } from '../db/sequelize.js';
import { withTransaction, type ServiceContext } from './context.js';

/** Runs work in the context's transaction, or a new one; events published inside wait for the commit. */
export async function inTransaction<T>(ctx: ServiceContext, work: (tx: ServiceContext, t: Transaction) => Promise<T>): Promise<T> {
  if (ctx.transaction) return work(ctx, ctx.transaction);
  return db().transaction((t) => work(withTransaction(ctx, t), t));
}

/**
 * Runs `work` once the outermost transaction has committed (Sequelize runs a savepoint's hooks when the
 * savepoint is released, before the data is visible to anyone else). `work` must not throw or block.
 */
export function afterOutermostCommit(transaction: Transaction, work: () => void): void {
  let root = transaction;
  for (let parent = (root as { parent?: Transaction }).parent; parent; parent = (root as { parent?: Transaction }).parent) root = parent;
  root.afterCommit(() => work());
}
