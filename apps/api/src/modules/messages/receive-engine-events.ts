import { QueryTypes } from 'sequelize';
import type { EngineEvent, EngineMessage } from '../../channels/whatsapp/types.js';
import { systemContext, withTransaction, type ServiceContext } from '../../core/context.js';
import { db } from '../../db/sequelize.js';
import { Company, Queue, type Ticket } from '../../models/index.js';
import { BOT_SETTING_KEYS, botSettingsOf } from '../bot/bot-turn.js';
import type { QuietFacts } from '../bot/is-bot-quiet.js';
import { refreshProfilePicture } from '../contacts/refresh-profile-picture.js';
import { syncAddressBook } from '../contacts/sync-address-book.js';
import { readSettings } from '../settings/company-settings.js';
import { applyMessageChanges, type ChangeItem, type MessageChange } from './apply-message-changes.js';
import { receiveCall } from './receive-call.js';
import { settled, storeInbound, type ReceiveResult } from './receive-message.js';
import { findByWid } from './find-by-wid.js';
import { storeInboundMessages, type CompanyFacts, type NewInbound } from './store-inbound-messages.js';
import { noteConfirmationReplies } from '../campaigns/dispatch/note-confirmation-replies.js';

// The conversations pipeline: applies a batch of engine events, each chat's in order, for any number of
// chats and companies. The batch's messages are written in one transaction, with set-based statements
// (store-inbound-messages.ts), except the messages the bot's rules could act on, which go one by one through
// storeInbound; then the batch's acks, edits, revokes and reactions in a transaction of their own
// (apply-message-changes.ts); address-book syncs and calls follow the commits. Events are published after
// each commit. Every step is idempotent on (connection, WhatsApp id), so a batch processed twice (a consumer
// died before acknowledging it) changes nothing twice.

/** An engine event of a connection of a company. */
export interface EngineEventItem {
  companyId: number;
  whatsappId: number;
  event: EngineEvent;
}

interface Slot {
  chat: number;
  position: number;
  item: EngineEventItem;
}

interface Connection {
  companyId: number;
  queueCount: number;
  outOfHoursMessage: string;
  hasAssistant: boolean;
}

/** The batch's connections, to drop events of a connection that is gone or not the company's, and for the bot. */
async function loadConnections(slots: Slot[]): Promise<Map<number, Connection>> {
  const ids = [...new Set(slots.map((slot) => slot.item.whatsappId))];
  // Read across companies on purpose: each event's company is checked against its connection's below.
  const rows = await db().query<Connection & { id: number }>(
    `SELECT w.id, w."companyId", w."outOfHoursMessage",
            (SELECT count(*) FROM whatsapp_queues q WHERE q."whatsappId" = w.id)::int AS "queueCount",
            (w."promptId" IS NOT NULL OR w."integrationId" IS NOT NULL OR EXISTS (
              SELECT 1 FROM whatsapp_queues wq JOIN queues q ON q.id = wq."queueId"
               WHERE wq."whatsappId" = w.id AND (q."promptId" IS NOT NULL OR q."integrationId" IS NOT NULL))) AS "hasAssistant"
       FROM whatsapps w WHERE w.id IN (:ids)`,
    { replacements: { ids }, type: QueryTypes.SELECT },
  );
  return new Map(rows.map(({ id, ...connection }) => [id, connection]));
}

/** What the bot's rules read about a company, loaded at most once per batch. */
async function companyFacts(ctx: ServiceContext, connections: Map<number, Connection>): Promise<CompanyFacts & { ignoresGroups: boolean }> {
  const values = await readSettings(ctx, [...BOT_SETTING_KEYS, 'CheckMsgIsGroup']);
  const settings = botSettingsOf(values);
  let schedules: Promise<QuietFacts['companySchedules']> | undefined;
  const queues = new Map<number, Promise<QuietFacts['queue']>>();
  const companySchedules = () =>
    (schedules ??= Company.findOne({ where: { id: ctx.companyId }, attributes: ['id', 'schedules'], transaction: ctx.transaction }).then(
      (c) => c?.schedules ?? [],
    ));
  const queueOf = (id: number) => {
    if (!queues.has(id)) {
      queues.set(
        id,
        Queue.findOne({ where: { id, companyId: ctx.companyId }, attributes: ['id', 'schedules', 'outOfHoursMessage'], transaction: ctx.transaction }).then(
          (queue) => queue && { schedules: queue.schedules, outOfHoursMessage: queue.outOfHoursMessage },
        ),
      );
    }
    return queues.get(id)!;
  };
  return {
    ignoresGroups: values.CheckMsgIsGroup === 'enabled',
    quiet: async (ticket: Ticket) => {
      const connection = connections.get(ticket.whatsappId);
      return {
        settings,
        queueCount: connection?.queueCount ?? 0,
        outOfHoursMessage: connection?.outOfHoursMessage ?? '',
        assistant: connection?.hasAssistant ?? false,
        companySchedules: settings.scheduleType === 'company' ? await companySchedules() : null,
        queue: settings.scheduleType === 'queue' && ticket.queueId !== null ? await queueOf(ticket.queueId) : null,
      };
    },
  };
}

/** (connection, WhatsApp id) pairs of these messages already stored. */
async function storedAlready(ctx: ServiceContext, slots: Slot[]): Promise<Set<string>> {
  const wanted = slots.map(({ item }) => ({ whatsappId: item.whatsappId, wid: (item.event as { message: EngineMessage }).message.id }));
  if (wanted.length === 0) return new Set();
  const keys = new Set(wanted.map((w) => `${w.whatsappId}:${w.wid}`));
  const rows = await findByWid(ctx, wanted, 'm."whatsappId", m.wid');
  return new Set(rows.map((row) => `${row.whatsappId}:${row.wid}`).filter((key) => keys.has(key)));
}

type Results = ReceiveResult[][];
const CHANGES = new Set<EngineEvent['type']>(['ack', 'edit', 'revoke', 'reaction']);
type Pictures = { ctx: ServiceContext; whatsappId: number; contactId: number; slot: Slot }[];

/** A company's messages of the batch: the set-based store, then the rules path for what it left, in order. */
async function storeMessages(ctx: ServiceContext, slots: Slot[], connections: Map<number, Connection>, results: Results, pictures: Pictures) {
  const facts = await companyFacts(ctx, connections);
  const seen = await storedAlready(ctx, slots);
  const fresh: Slot[] = [];
  for (const slot of slots) {
    const { message } = slot.item.event as { message: EngineMessage };
    const key = `${slot.item.whatsappId}:${message.id}`;
    if (message.isGroup && facts.ignoresGroups) results[slot.chat][slot.position] = settled('ignored');
    else if (seen.has(key)) results[slot.chat][slot.position] = settled('duplicate');
    else {
      seen.add(key);
      fresh.push(slot);
    }
  }
  const direct = fresh.filter((slot) => !(slot.item.event as { message: EngineMessage }).message.isGroup);
  const outcomes = await storeInboundMessages(
    ctx,
    direct.map(({ item }): NewInbound => ({ whatsappId: item.whatsappId, message: (item.event as { message: EngineMessage }).message })),
    facts,
  );
  const toRules = new Set(fresh.filter((slot) => (slot.item.event as { message: EngineMessage }).message.isGroup));
  // Tickets a customer wrote on: a campaign awaiting their confirmation goes on (one statement for the batch).
  const repliedTickets: number[] = [];
  direct.forEach((slot, index) => {
    const outcome = outcomes[index];
    if (outcome.kind === 'rules') toRules.add(slot);
    else if (outcome.kind === 'created') {
      if (!(slot.item.event as { message: EngineMessage }).message.fromMe) repliedTickets.push(outcome.ticketId);
      results[slot.chat][slot.position] = settled('created', { messageId: outcome.messageId, ticketId: outcome.ticketId });
      if (outcome.createdContact)
        pictures.push({
          ctx: systemContext(ctx.companyId, 'profile picture'),
          whatsappId: slot.item.whatsappId,
          contactId: outcome.createdContact.contact.id,
          slot,
        });
    } else results[slot.chat][slot.position] = settled(outcome.kind);
  });
  // The rules path in the batch's order: each chat's messages are answered one after the other.
  for (const slot of fresh.filter((s) => toRules.has(s))) {
    const stored = await storeInbound(ctx, slot.item.whatsappId, (slot.item.event as { message: EngineMessage }).message);
    if (typeof stored === 'string') {
      results[slot.chat][slot.position] = settled(stored);
      continue;
    }
    results[slot.chat][slot.position] = settled('created', { messageId: stored.messageId, ticketId: stored.ticketId });
    if (!(slot.item.event as { message: EngineMessage }).message.fromMe) repliedTickets.push(stored.ticketId);
    for (const { contact, created } of stored.contacts) {
      if (created && !contact.profilePicUrl)
        pictures.push({ ctx: systemContext(ctx.companyId, 'profile picture'), whatsappId: slot.item.whatsappId, contactId: contact.id, slot });
    }
  }
  await noteConfirmationReplies(ctx, repliedTickets);
}

/**
 * Applies a batch: `chats` lists each chat's events in order (a chat = one company's connection's jid).
 * Answers what happened to each event, in the same shape. A failure rolls back the transaction under way (the
 * caller retries the batch, or each chat alone; what was committed before is found stored).
 */
export async function receiveEngineEvents(chats: EngineEventItem[][]): Promise<Results> {
  const results: Results = chats.map((events) => events.map(() => settled('ignored')));
  const slots: Slot[] = chats.flatMap((events, chat) => events.map((item, position) => ({ chat, position, item })));
  if (slots.length === 0) return results;
  const connections = await loadConnections(slots);
  const mine = slots.filter((slot) => connections.get(slot.item.whatsappId)?.companyId === slot.item.companyId);
  const byCompany = new Map<number, Slot[]>();
  for (const slot of mine) {
    const own = byCompany.get(slot.item.companyId);
    // Appended in place: copying the list for each event made a batch's grouping quadratic in its size.
    if (own) own.push(slot);
    else byCompany.set(slot.item.companyId, [slot]);
  }
  const pictures: Pictures = [];

  // Messages first, committed (and published) on their own: a customer's message never waits for the acks,
  // edits and reactions that share its batch (a campaign's thousands of acks). Then the changes, which follow
  // their messages as before; a failure between the two leaves the batch unacknowledged, and its retry finds
  // the messages stored (idempotent) and applies the changes.
  const messages = [...byCompany].flatMap(([companyId, companySlots]) => {
    const own = companySlots.filter((slot) => slot.item.event.type === 'message');
    return own.length > 0 ? [[companyId, own] as const] : [];
  });
  if (messages.length > 0) {
    await db().transaction(async (transaction) => {
      for (const [companyId, companySlots] of messages) {
        const ctx = withTransaction(systemContext(companyId, 'whatsapp event'), transaction);
        await storeMessages(ctx, companySlots, connections, results, pictures);
      }
    });
    // New contacts' pictures now: a retry after a failure of the changes below finds these messages stored.
    for (const picture of pictures) {
      const background = refreshProfilePicture(picture.ctx, picture.whatsappId, picture.contactId);
      const result = results[picture.slot.chat][picture.slot.position];
      result.background = Promise.all([result.background, background]).then(() => undefined);
    }
  }
  const changes = [...byCompany].flatMap(([companyId, companySlots]) => {
    const own = companySlots.filter((slot) => CHANGES.has(slot.item.event.type));
    return own.length > 0 ? [[companyId, own] as const] : [];
  });
  if (changes.length > 0) {
    await db().transaction(async (transaction) => {
      for (const [companyId, companySlots] of changes) {
        const ctx = withTransaction(systemContext(companyId, 'whatsapp event'), transaction);
        const outcomes = await applyMessageChanges(
          ctx,
          companySlots.map(({ item }): ChangeItem => ({ whatsappId: item.whatsappId, event: item.event as MessageChange })),
        );
        companySlots.forEach((slot, index) => (results[slot.chat][slot.position] = settled(outcomes[index])));
      }
    });
  }

  // After the commit, in each chat's order: address books and calls (a call rejects through the gateway).
  for (const slot of mine) {
    const { event, whatsappId, companyId } = slot.item;
    const ctx = systemContext(companyId, 'whatsapp event');
    if (event.type === 'contacts')
      results[slot.chat][slot.position] = settled((await syncAddressBook(ctx, whatsappId, event.contacts)) > 0 ? 'updated' : 'ignored');
    if (event.type === 'call') results[slot.chat][slot.position] = await receiveCall(ctx, whatsappId, event);
  }
  return results;
}
