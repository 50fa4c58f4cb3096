import { Op, UniqueConstraintError } from 'sequelize';
import type { QuickMessageDTO } from '@zapdesk/shared';
import type { ServiceContext } from '../../core/context.js';
import { AppError } from '../../core/errors.js';
import { publish, type EventTarget, type TicketTarget } from '../../core/events.js';
import { findOrFail } from '../../core/tenancy.js';
import { QuickMessage } from '../../models/index.js';

/** One quick message of the company, locked for the transaction's write; 404 for another company's. */
export function lockQuickMessage(ctx: ServiceContext, id: number): Promise<QuickMessage> {
  return findOrFail(QuickMessage, ctx, id, 'ERR_NOT_FOUND', { lock: ctx.transaction?.LOCK.UPDATE });
}

export const shortcodeTaken = () =>
  new AppError('ERR_VALIDATION', 400, 'shortcode: you already have a quick message with this shortcode', { field: 'shortcode' });

/** Two saves of the same shortcode at once: the unique index stops the second, which reads as the same 400. */
export function rethrowShortcodeTaken(error: unknown): never {
  if (error instanceof UniqueConstraintError) throw shortcodeTaken();
  throw error;
}

/** 400 when the author already has another quick message with this shortcode (unique per author). */
export async function ensureShortcodeFree(ctx: ServiceContext, userId: number | null, shortcode: string, exceptId?: number): Promise<void> {
  if (userId === null) return;
  const taken = await QuickMessage.count({
    where: { companyId: ctx.companyId, userId, shortcode, ...(exceptId && { id: { [Op.ne]: exceptId } }) },
    transaction: ctx.transaction,
  });
  if (taken) throw shortcodeTaken();
}

/** Shared replies reach the whole company; private ones only their author's sockets (or nobody once the author is gone). */
function audienceOf(record: Pick<QuickMessageDTO, 'geral' | 'userId'>): Exclude<EventTarget, TicketTarget> | null {
  if (record.geral) return { room: 'company' };
  return record.userId === null ? null : { room: 'user', userId: record.userId };
}

/**
 * Publishes a created or changed quick message to whoever may see it, after the commit. A reply that
 * stopped being shared is first removed from everyone's lists (its author then gets it back as private).
 */
export function publishQuickMessage(ctx: ServiceContext, action: 'create' | 'update', dto: QuickMessageDTO, wasGeral = false): void {
  if (wasGeral && !dto.geral) publish(ctx, { entity: 'quickmessage', payload: { action: 'delete', quickMessageId: dto.id }, target: { room: 'company' } });
  const target = audienceOf(dto);
  if (target) publish(ctx, { entity: 'quickmessage', payload: { action, quickMessage: dto }, target });
}

export function publishQuickMessageDeleted(ctx: ServiceContext, record: QuickMessage): void {
  const target = audienceOf(record);
  if (target) publish(ctx, { entity: 'quickmessage', payload: { action: 'delete', quickMessageId: record.id }, target });
}
