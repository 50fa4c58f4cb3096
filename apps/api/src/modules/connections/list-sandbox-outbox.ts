import { Op } from 'sequelize';
import type { ServiceContext } from '../../core/context.js';
import { SandboxMessage } from '../../models/index.js';
import { findSandboxConnection } from './sandbox.queries.js';

/** What the platform sent through a sandbox connection, as the simulated customers received it. */
export interface SandboxOutboxItem {
  id: string;
  to: string;
  body: string;
  media?: { mimetype: string; filename: string };
  quotedId?: string;
  /** Present when the platform changed a message it sent or received: its edit (body = the new text), a reaction (body = the emoji, '' takes it back) or a revoke. */
  kind?: 'edit' | 'reaction' | 'revoke';
  targetId?: string;
  ack: number;
  createdAt: string;
}

/** A page is enough for a chat panel or a test; a client pages on with `since` = the last createdAt. */
export const OUTBOX_PAGE = 500;

/** The sandbox's outbox, oldest first; `to` keeps one chat (digits of its number), `since` only newer messages. */
export async function listSandboxOutbox(ctx: ServiceContext, whatsappId: number, filter: { to?: string; since?: Date }): Promise<SandboxOutboxItem[]> {
  const connection = await findSandboxConnection(ctx, whatsappId);
  const messages = await SandboxMessage.findAll({
    where: {
      companyId: ctx.companyId,
      whatsappId: connection.id,
      direction: 'out',
      // A chat JID is `<digits>@server` (or `<digits>:<device>@server`); `to` is digits only, so LIKE is literal.
      ...(filter.to && { [Op.or]: [{ chatId: { [Op.like]: `${filter.to}@%` } }, { chatId: { [Op.like]: `${filter.to}:%` } }] }),
      ...(filter.since && { createdAt: { [Op.gt]: filter.since } }),
    },
    order: [
      ['createdAt', 'ASC'],
      ['id', 'ASC'],
    ],
    limit: OUTBOX_PAGE,
    transaction: ctx.transaction,
  });
  return messages.map((message) => ({
    id: message.id,
    to: message.chatId.split('@')[0].split(':')[0],
    body: message.body,
    ...(message.media && { media: { mimetype: message.media.mimetype, filename: message.media.filename } }),
    ...(message.quotedId && { quotedId: message.quotedId }),
    ...(message.kind !== 'message' && { kind: message.kind, targetId: message.targetId ?? undefined }),
    ack: message.ack,
    createdAt: message.createdAt.toISOString(),
  }));
}
