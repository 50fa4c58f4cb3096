import { randomBytes } from 'node:crypto';
import { Op, UniqueConstraintError } from 'sequelize';
import type { ServiceContext } from '../../core/context.js';
import { AppError } from '../../core/errors.js';
import { publish } from '../../core/events.js';
import { findOrFail } from '../../core/tenancy.js';
import { Queue, Whatsapp } from '../../models/index.js';
import { presentWhatsapp } from './connections.presenter.js';

export const connectionIncludes = [{ model: Queue, attributes: ['id', 'name', 'color', 'orderQueue'], through: { attributes: [] } }];

/** A connection of the context's company with its queues; another company's is 404 ERR_NO_WAPP_FOUND. */
export const loadConnection = (ctx: ServiceContext, id: number) => findOrFail(Whatsapp, ctx, id, 'ERR_NO_WAPP_FOUND', { include: connectionIncludes });

/** A random external-API token (§10 Security: at least 32 bytes). */
export const generateToken = () => randomBytes(32).toString('hex');

const invalid = (field: string, message: string) => new AppError('ERR_VALIDATION', 400, `${field}: ${message}`, { field });

/** Names are unique within a company. */
export async function assertNameFree(ctx: ServiceContext, name: string, exceptId?: number): Promise<void> {
  const where = { companyId: ctx.companyId, name, ...(exceptId && { id: { [Op.ne]: exceptId } }) };
  if (await Whatsapp.count({ where, transaction: ctx.transaction })) throw invalid('name', 'already in use');
}

/** Tokens identify a connection on the external API, so they are unique across the platform. */
export async function assertTokenFree(ctx: ServiceContext, token: string, exceptId?: number): Promise<void> {
  const where = { token, ...(exceptId && { id: { [Op.ne]: exceptId } }) };
  const taken = await Whatsapp.count({ where, crossTenant: 'external-API tokens are unique platform-wide', transaction: ctx.transaction });
  if (taken) throw invalid('token', 'already in use');
}

/** Every id must be a queue of the company; 400 naming the field otherwise. */
export async function assertCompanyQueues(ctx: ServiceContext, ids: number[], field: string): Promise<void> {
  const wanted = new Set(ids);
  if (wanted.size === 0) return;
  const found = await Queue.count({ where: { companyId: ctx.companyId, id: { [Op.in]: [...wanted] } }, transaction: ctx.transaction });
  if (found !== wanted.size) throw invalid(field, 'unknown queue');
}

/** §5: with more than one queue the bot shows a menu, which needs a greeting. */
export function assertGreeting(queueCount: number, greetingMessage: string): void {
  if (queueCount > 1 && !greetingMessage.trim()) {
    throw new AppError('ERR_WAPP_GREETING_REQUIRED', 400, 'greetingMessage: required with more than one queue', { field: 'greetingMessage' });
  }
}

/** Clears the company's current default (before another takes it: the database allows one) and tells the screens. */
export async function unsetDefault(ctx: ServiceContext, exceptId?: number): Promise<void> {
  const current = await Whatsapp.findAll({
    where: { companyId: ctx.companyId, isDefault: true, ...(exceptId && { id: { [Op.ne]: exceptId } }) },
    include: connectionIncludes,
    transaction: ctx.transaction,
  });
  for (const connection of current) {
    await connection.update({ isDefault: false }, { transaction: ctx.transaction });
    publishUpdate(ctx, connection);
  }
}

/** `company-{id}-whatsapp` update, after commit, without the token (every user of the company receives it). */
export function publishUpdate(ctx: ServiceContext, connection: Whatsapp): void {
  publish(ctx, { entity: 'whatsapp', payload: { action: 'update', whatsapp: presentWhatsapp(connection, { withToken: false }) } });
}

/** Two writers passing the checks at once meet the unique indexes: that is the same 400, never a 500. */
export function rethrowConnectionConflict(error: unknown): never {
  if (error instanceof UniqueConstraintError) {
    const fields = Object.keys(error.fields ?? {});
    if (fields.includes('name')) throw invalid('name', 'already in use');
    if (fields.includes('token')) throw invalid('token', 'already in use');
  }
  throw error;
}
