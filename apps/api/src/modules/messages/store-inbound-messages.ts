import { QueryTypes } from 'sequelize';
import type { MessageDTO, MessageMediaType } from '@zapdesk/shared';
import type { EngineMessage } from '../../channels/whatsapp/types.js';
import type { ServiceContext } from '../../core/context.js';
import { now } from '../../core/clock.js';
import { publish } from '../../core/events.js';
import { db } from '../../db/sequelize.js';
import type { Message, Ticket } from '../../models/index.js';
import { isBotQuiet, type QuietFacts } from '../bot/is-bot-quiet.js';
import { presentContactRef } from '../contacts/contacts.presenter.js';
import type { ResolvedContact } from '../contacts/resolve-contact.js';
import { resolveContacts } from '../contacts/resolve-contacts.js';
import { ticketDtos } from '../tickets/ticket-dtos.js';
import { publishTicketUpdate } from '../tickets/tickets.queries.js';
import { ticketTarget } from '../tickets/ticket-audience.js';
import { findOrCreateTickets, ticketKeyOf } from './find-or-create-tickets.js';
import { inboundBody, mediaTypeOfMime, summaryOf } from './message-content.js';
import { presentMessage } from './messages.presenter.js';
import { findByWid } from './find-by-wid.js';
import { mediaColumns } from './receive-message.js';

// The set-based half of the inbound pipeline, for one company's new 1:1 messages of a batch: contacts and
// tickets resolved for all of them at once, every message whose ticket the bot's rules leave alone
// (is-bot-quiet.ts) inserted with one statement, one update per ticket, events grouped per ticket. The
// messages the rules could act on are handed back, in order, for storeInbound.

/** A new message of the batch (not stored yet, not a group's). */
export interface NewInbound {
  whatsappId: number;
  message: EngineMessage;
}

/** What happened to each message given (same order): stored, left for the rules path, or nobody to file it under. */
export type InboundOutcome =
  | { kind: 'created'; messageId: number; ticketId: number; createdContact: ResolvedContact | null }
  | { kind: 'duplicate' }
  | { kind: 'rules' }
  | { kind: 'ignored' };

/** Facts about the company the bot's rules read, loaded once per batch (receive-engine-events.ts). */
export interface CompanyFacts {
  quiet: (ticket: Ticket) => Promise<QuietFacts>;
}

interface InsertedRow {
  id: number;
  wid: string;
  whatsappId: number;
  ticketId: number;
  contactId: number | null;
  body: string;
  fromMe: boolean;
  mediaType: MessageMediaType;
  mediaPath: string | null;
  mimetype: string | null;
  filename: string | null;
  quotedMsgId: number | null;
  ack: number;
  read: boolean;
  createdAt: Date;
  updatedAt: Date;
}

type QuotedRow = Pick<Message, 'id' | 'body' | 'fromMe' | 'mediaType' | 'isDeleted' | 'whatsappId'> & { wid: string };

/** The messages quoted by the batch that are already stored (by connection and WhatsApp id). */
async function loadQuoted(ctx: ServiceContext, items: NewInbound[]): Promise<Map<string, QuotedRow>> {
  const wanted = items.flatMap((item) => (item.message.quotedId ? [{ whatsappId: item.whatsappId, wid: item.message.quotedId }] : []));
  if (wanted.length === 0) return new Map();
  const rows = await findByWid<QuotedRow>(ctx, wanted, 'm.id, m.body, m."fromMe", m."mediaType", m."isDeleted", m."whatsappId", m.wid');
  return new Map(rows.map((row) => [`${row.whatsappId}:${row.wid}`, row]));
}

/** Inserts the messages in the order given with one statement; one already stored is skipped (not returned). */
async function insertMessages(ctx: ServiceContext, rows: Record<string, unknown>[]): Promise<InsertedRow[]> {
  return db().query<InsertedRow>(
    `INSERT INTO messages (wid, "whatsappId", "ticketId", "contactId", body, "fromMe", "mediaType", "mediaPath", mimetype, filename,
                           "quotedMsgId", ack, read, "companyId", "createdAt", "updatedAt")
     SELECT r.wid, r."whatsappId", r."ticketId", r."contactId", r.body, r."fromMe", r."mediaType", r."mediaPath", r.mimetype, r.filename,
            r."quotedMsgId", r.ack, r.read, :companyId, r."createdAt", CAST(:at AS timestamptz)
       FROM json_to_recordset(:rows) AS r(wid text, "whatsappId" int, "ticketId" int, "contactId" int, body text, "fromMe" boolean,
            "mediaType" text, "mediaPath" text, mimetype text, filename text, "quotedMsgId" int, ack int, read boolean,
            "createdAt" timestamptz, ord int)
      ORDER BY r.ord
     ON CONFLICT ("whatsappId", wid) DO NOTHING
     RETURNING id, wid, "whatsappId", "ticketId", "contactId", body, "fromMe", "mediaType", "mediaPath", mimetype, filename, "quotedMsgId",
               ack, read, "createdAt", "updatedAt"`,
    { replacements: { rows: JSON.stringify(rows), companyId: ctx.companyId, at: now() }, type: QueryTypes.SELECT, transaction: ctx.transaction },
  );
}

/** Each ticket's new last message (text and time) and unread count, with one statement. */
async function updateTickets(ctx: ServiceContext, changes: { id: number; lastMessage: string; lastMessageAt: Date; unread: number }[]): Promise<void> {
  if (changes.length === 0) return;
  await db().query(
    `UPDATE tickets t SET "lastMessage" = r."lastMessage", "lastMessageAt" = r."lastMessageAt", "unreadMessages" = t."unreadMessages" + r.unread,
            "updatedAt" = CAST(:at AS timestamptz)
       FROM json_to_recordset(:changes) AS r(id int, "lastMessage" text, "lastMessageAt" timestamptz, unread int)
      WHERE t.id = r.id AND t.id IN (:ids) AND t."companyId" = :companyId`,
    { replacements: { changes: JSON.stringify(changes), ids: changes.map((c) => c.id), companyId: ctx.companyId, at: now() }, transaction: ctx.transaction },
  );
}

/** A customer's quote of a message of the same batch is linked once both rows exist. */
async function linkQuotesWithinBatch(ctx: ServiceContext, inserted: InsertedRow[], items: Map<string, NewInbound>, quoted: Map<string, QuotedRow>) {
  const links: { id: number; quotedMsgId: number }[] = [];
  const byWid = new Map(inserted.map((row) => [`${row.whatsappId}:${row.wid}`, row]));
  for (const row of inserted) {
    const quotedId = items.get(`${row.whatsappId}:${row.wid}`)?.message.quotedId;
    const target = quotedId ? byWid.get(`${row.whatsappId}:${quotedId}`) : undefined;
    if (!target || row.quotedMsgId) continue;
    row.quotedMsgId = target.id;
    quoted.set(`${target.whatsappId}:${target.wid}`, { ...target, isDeleted: false });
    links.push({ id: row.id, quotedMsgId: target.id });
  }
  if (links.length === 0) return;
  await db().query(
    `UPDATE messages m SET "quotedMsgId" = r."quotedMsgId" FROM json_to_recordset(:links) AS r(id int, "quotedMsgId" int)
      WHERE m.id = r.id AND m.id IN (:ids) AND m."companyId" = :companyId`,
    { replacements: { links: JSON.stringify(links), ids: links.map((l) => l.id), companyId: ctx.companyId }, transaction: ctx.transaction },
  );
}

/**
 * Stores a company's new 1:1 messages of a batch in the caller's transaction (see the file comment) and
 * publishes them after the commit. Messages on tickets the bot's rules could act on are answered 'rules'
 * for the caller to run through storeInbound, in order, in the same transaction.
 */
export async function storeInboundMessages(ctx: ServiceContext, items: NewInbound[], facts: CompanyFacts): Promise<InboundOutcome[]> {
  const outcomes: InboundOutcome[] = items.map(() => ({ kind: 'ignored' }));
  const people = await resolveContacts(
    ctx,
    items.map((item) => ({ identity: item.message.sender, whatsappId: item.whatsappId })),
  );
  const keyed = items.flatMap((item, index) => {
    const person = people[index];
    return person ? [{ index, item, person, key: ticketKeyOf({ contactId: person.contact.id, whatsappId: item.whatsappId }) }] : [];
  });
  const { tickets, created } = await findOrCreateTickets(
    ctx,
    keyed.map(({ item, person }) => ({ contactId: person.contact.id, whatsappId: item.whatsappId, isGroup: false })),
  );
  const at = now();

  // A ticket goes the set-based way when its customer messages only count as unread (the phone's never move it).
  const quiet = new Map<number, boolean>();
  for (const { item, key } of keyed) {
    const ticket = tickets.get(key)!;
    if (!item.message.fromMe && !quiet.has(ticket.id)) quiet.set(ticket.id, isBotQuiet(ticket, await facts.quiet(ticket), at));
  }
  const fast = keyed.filter(({ key }) => quiet.get(tickets.get(key)!.id) !== false);
  const fastIndexes = new Set(fast.map(({ index }) => index));
  for (const { index } of keyed) if (!fastIndexes.has(index)) outcomes[index] = { kind: 'rules' };

  const quoted = await loadQuoted(
    ctx,
    fast.map(({ item }) => item),
  );
  const rows = fast.map(({ item, person, key }, ord) => {
    const { message } = item;
    const media = mediaColumns(ctx, message.media);
    return {
      ord,
      wid: message.id,
      whatsappId: item.whatsappId,
      ticketId: tickets.get(key)!.id,
      contactId: message.fromMe ? null : person.contact.id,
      body: inboundBody(message),
      fromMe: message.fromMe,
      mediaType: message.mediaType ?? (message.media ? mediaTypeOfMime(message.media.mimetype) : 'chat'),
      mediaPath: media.mediaPath ?? null,
      mimetype: media.mimetype ?? null,
      filename: media.filename ?? null,
      quotedMsgId: message.quotedId ? (quoted.get(`${item.whatsappId}:${message.quotedId}`)?.id ?? null) : null,
      // A message typed on the phone has already reached WhatsApp's server; later acks raise it.
      ack: message.fromMe ? 1 : 0,
      read: message.fromMe,
      // The backlog of a reconnect is shown at the time it was written, not when it arrived.
      createdAt: message.backlog && message.timestamp > 0 ? new Date(message.timestamp * 1000) : at,
    };
  });
  const inserted = rows.length > 0 ? await insertMessages(ctx, rows) : [];
  await linkQuotesWithinBatch(ctx, inserted, new Map(fast.map(({ item }) => [`${item.whatsappId}:${item.message.id}`, item])), quoted);

  const insertedByWid = new Map(inserted.map((row) => [`${row.whatsappId}:${row.wid}`, row]));
  const perTicket = new Map<number, InsertedRow[]>();
  const createdContacts = new Set<number>();
  for (const { index, item, person } of fast) {
    const row = insertedByWid.get(`${item.whatsappId}:${item.message.id}`);
    if (!row) {
      outcomes[index] = { kind: 'duplicate' };
      continue;
    }
    insertedByWid.delete(`${item.whatsappId}:${item.message.id}`);
    perTicket.set(row.ticketId, [...(perTicket.get(row.ticketId) ?? []), row]);
    const firstOfContact = person.created && !createdContacts.has(person.contact.id);
    if (firstOfContact) createdContacts.add(person.contact.id);
    outcomes[index] = { kind: 'created', messageId: row.id, ticketId: row.ticketId, createdContact: firstOfContact ? person : null };
  }
  await updateTickets(
    ctx,
    [...perTicket].map(([id, messages]) => ({
      id,
      lastMessage: summaryOf(messages[messages.length - 1]),
      lastMessageAt: messages[messages.length - 1].createdAt,
      unread: messages.filter((m) => !m.fromMe).length,
    })),
  );
  await publishStored(
    ctx,
    perTicket,
    quoted,
    people.filter((p): p is ResolvedContact => p !== null),
    created,
  );
  return outcomes;
}

/** appMessage create for each stored message and one ticket update per ticket, to its audience, after the commit. */
async function publishStored(
  ctx: ServiceContext,
  perTicket: Map<number, InsertedRow[]>,
  quoted: Map<string, QuotedRow>,
  people: ResolvedContact[],
  created: Set<number>,
) {
  for (const person of new Set(people)) {
    if (person.changed) publish(ctx, { entity: 'contact', payload: { action: 'update', contact: presentContactRef(person.contact) } });
  }
  if (perTicket.size === 0) return;
  const loaded = await ticketDtos(ctx, [...perTicket.keys()]);
  const quotedById = new Map([...quoted.values()].map((row) => [row.id, row]));
  const contactNames = new Map(people.map(({ contact }) => [contact.id, contact.name]));
  for (const dto of loaded) {
    if (!dto.contact) throw new Error(`Ticket ${dto.id} was loaded without its contact`);
    const target = ticketTarget(dto);
    for (const row of perTicket.get(dto.id) ?? []) {
      const message: MessageDTO = presentMessage({
        ...row,
        isDeleted: false,
        isEdited: false,
        isAutomatic: false,
        reactions: [],
        quotedMsg: row.quotedMsgId ? (quotedById.get(row.quotedMsgId) ?? null) : null,
        contact: row.contactId ? { id: row.contactId, name: contactNames.get(row.contactId) ?? '' } : null,
      });
      publish(ctx, { entity: 'appMessage', payload: { action: 'create', message, ticket: dto, contact: dto.contact }, target });
    }
    publishTicketUpdate(ctx, dto, created.has(dto.id) ? null : undefined);
  }
}
