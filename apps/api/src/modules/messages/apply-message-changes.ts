import { QueryTypes } from 'sequelize';
import type { EngineEvent } from '../../channels/whatsapp/types.js';
import type { ServiceContext } from '../../core/context.js';
import { now } from '../../core/clock.js';
import { publish } from '../../core/events.js';
import { db } from '../../db/sequelize.js';
import { Message } from '../../models/index.js';
import type { StoredReaction } from '../../models/Message.js';
import { ticketDtos } from '../tickets/ticket-dtos.js';
import { ticketTarget } from '../tickets/ticket-audience.js';
import { messageIncludes } from './messages.includes.js';
import { presentMessage } from './messages.presenter.js';

/** A change WhatsApp reports about a stored message. */
export type MessageChange = Extract<EngineEvent, { type: 'ack' | 'edit' | 'revoke' | 'reaction' }>;

/** A change of a batch, on its connection. */
export interface ChangeItem {
  whatsappId: number;
  event: MessageChange;
}

type Kind = MessageChange['type'];

/**
 * Each kind's UPDATE, guarded so it only matches when it changes something: an ack only ever rises (a late
 * "delivered" never lowers "read"), an edit or revoke applies once, a reaction only when it differs ('' removes
 * it). `r` is one row per message: the batch's changes of one kind folded per message.
 */
const UPDATES: Record<Kind, { columns: string; set: string; guard: string }> = {
  ack: { columns: 'ack int', set: 'ack = r.ack', guard: 'm.ack < r.ack' },
  edit: { columns: 'body text', set: 'body = r.body, "isEdited" = true', guard: 'm."isDeleted" = false AND m.body <> r.body' },
  revoke: { columns: 'deleted boolean', set: '"isDeleted" = true', guard: 'm."isDeleted" = false' },
  // r.changes: the batch's reactions to the message, the last one per reactor (see the migration add-message-reactions).
  reaction: {
    columns: 'changes jsonb',
    set: 'reactions = merge_message_reactions(m.reactions, r.changes)',
    guard: 'm.reactions IS DISTINCT FROM merge_message_reactions(m.reactions, r.changes)',
  },
};

interface Folded {
  /** The event that carries the value applied (its outcome is 'updated' when the row changed). */
  index: number;
  row: { whatsappId: number; wid: string } & Record<string, unknown>;
}

/** Who reacted: 'me' for the company (ours, or our echo), else the customer's LID or phone. */
export function reactorOf(event: Pick<Extract<MessageChange, { type: 'reaction' }>, 'fromMe' | 'sender'>): string {
  if (event.fromMe) return 'me';
  return event.sender.lid ?? event.sender.phone ?? 'contact';
}

/** The batch's changes of each kind, one per message: the highest ack, the last edit and reaction, a revoke. */
function fold(items: ChangeItem[]): Map<Kind, Map<string, Folded>> {
  const folded = new Map<Kind, Map<string, Folded>>(Object.keys(UPDATES).map((kind) => [kind as Kind, new Map()]));
  items.forEach(({ whatsappId, event }, index) => {
    const key = `${whatsappId}:${event.messageId}`;
    const byMessage = folded.get(event.type)!;
    const base = { whatsappId, wid: event.messageId };
    const current = byMessage.get(key);
    if (event.type === 'ack') {
      if (!current || Number(current.row.ack) < event.ack) byMessage.set(key, { index, row: { ...base, ack: event.ack } });
    } else if (event.type === 'edit') byMessage.set(key, { index, row: { ...base, body: event.body } });
    else if (event.type === 'revoke') {
      if (!current) byMessage.set(key, { index, row: { ...base, deleted: true } });
    } else {
      // One entry per reactor: a later reaction of the same person replaces theirs ('' takes it back).
      const changes = new Map((current?.row.changes as StoredReaction[] | undefined)?.map((c) => [c.by, c]));
      const by = reactorOf(event);
      changes.delete(by);
      changes.set(by, { by, emoji: event.emoji, fromMe: event.fromMe });
      byMessage.set(key, { index, row: { ...base, changes: [...changes.values()] } });
    }
  });
  return folded;
}

async function applyKind(
  ctx: ServiceContext,
  kind: Kind,
  rows: { whatsappId: number; wid: string }[],
): Promise<{ id: number; whatsappId: number; wid: string }[]> {
  const { columns, set, guard } = UPDATES[kind];
  // The IN lists keep the plan on the unique index (whatsappId, wid), whatever the statistics say.
  return db().query(
    `UPDATE messages m SET ${set}, "updatedAt" = CAST(:at AS timestamptz)
       FROM json_to_recordset(:rows) AS r("whatsappId" int, wid text, ${columns})
      WHERE m."companyId" = :companyId AND m."whatsappId" IN (:whatsappIds) AND m.wid IN (:wids)
        AND m."whatsappId" = r."whatsappId" AND m.wid = r.wid AND ${guard}
      RETURNING m.id, m."whatsappId", m.wid`,
    {
      replacements: {
        rows: JSON.stringify(rows),
        companyId: ctx.companyId,
        at: now(),
        whatsappIds: [...new Set(rows.map((r) => r.whatsappId))],
        wids: [...new Set(rows.map((r) => r.wid))],
      },
      type: QueryTypes.SELECT,
      transaction: ctx.transaction,
    },
  );
}

/** appMessage update for each changed message (its final state), to its ticket's audience, after the commit. */
async function publishChanged(ctx: ServiceContext, ids: number[]): Promise<void> {
  const messages = await Message.findAll({
    where: { companyId: ctx.companyId, id: ids },
    include: messageIncludes,
    order: [['id', 'ASC']],
    transaction: ctx.transaction,
  });
  // The tickets from the list's prepared JSON statement: a campaign's acks touch a ticket each, and building
  // them through Sequelize's includes cost the worker more than the updates themselves.
  const tickets = await ticketDtos(ctx, [...new Set(messages.map((m) => m.ticketId))]);
  const dtos = new Map(tickets.map((ticket) => [ticket.id, ticket]));
  for (const message of messages) {
    const ticket = dtos.get(message.ticketId);
    if (!ticket?.contact) continue;
    publish(ctx, {
      entity: 'appMessage',
      payload: { action: 'update', message: presentMessage(message), ticket, contact: ticket.contact },
      target: ticketTarget(ticket),
    });
  }
}

/**
 * Applies a company's acks, edits, revokes and reactions of a batch (in the caller's transaction) with one
 * UPDATE per kind, matched by connection and WhatsApp id, and publishes the changed messages. Answers, per
 * change given, whether it changed its message ('updated'); a change that matches nothing is 'ignored'.
 */
export async function applyMessageChanges(ctx: ServiceContext, items: ChangeItem[]): Promise<('updated' | 'ignored')[]> {
  const outcomes: ('updated' | 'ignored')[] = items.map(() => 'ignored');
  const changed = new Set<number>();
  for (const [kind, byMessage] of fold(items)) {
    if (byMessage.size === 0) continue;
    const updated = await applyKind(
      ctx,
      kind,
      [...byMessage.values()].map((f) => f.row),
    );
    for (const row of updated) {
      changed.add(row.id);
      const folded = byMessage.get(`${row.whatsappId}:${row.wid}`);
      if (folded) outcomes[folded.index] = 'updated';
    }
  }
  if (changed.size > 0) await publishChanged(ctx, [...changed]);
  return outcomes;
}
