import type { BaileysEventMap, GroupMetadata, WAMessage } from '@whiskeysockets/baileys';
import type { Logger } from 'pino';
import type { ContactIdentity, EngineEvent } from '../types.js';
import { downloadInboundMedia, hasDownloadableMedia } from './media.js';
import { mapUpsert } from './message-mapping.js';
import { mapCall, mapContacts, mapLidMappings, mapMessageUpdate, mapReceipt, sendErrorOf } from './status-mapping.js';
import { TtlCache } from './ttl-cache.js';

// Routes one socket's Baileys events to deps.emit. Baileys does not await listeners, so the work of
// each chat is chained on that chat's queue: messages are emitted in the order they arrived (live
// 'notify' and backlog 'append' alike), while a slow media download holds up only its own chat.

export interface InboundDeps {
  companyId: number;
  emit: (event: EngineEvent) => Promise<void>;
  log: Logger;
  me: () => ContactIdentity | undefined;
  /** The live socket's calls this router needs (group subjects, media re-upload). */
  socket: () => { groupMetadata(jid: string): Promise<GroupMetadata>; updateMediaMessage(m: WAMessage): Promise<WAMessage> } | undefined;
}

const DAY_MS = 24 * 60 * 60_000;

/** One router per session: its caches outlive the sockets. */
export function createInboundRouter(deps: InboundDeps) {
  const queues = new Map<string, Promise<void>>();
  // Upserts repeat: the backlog overlaps live traffic, placeholder resends re-deliver an id.
  const emitted = new TtlCache(DAY_MS, 20_000);
  // Recent customer messages, to quote them and to mark group messages read (that needs the participant).
  const recent = new TtlCache(DAY_MS, 5_000);
  const groups = new TtlCache(5 * 60_000, 2_000);
  const contactsSent = new TtlCache(60 * 60_000, 20_000);

  const enqueue = (chatId: string, work: () => Promise<void>) => {
    const next = (queues.get(chatId) ?? Promise.resolve())
      .then(work)
      .catch((error: unknown) => deps.log.error({ err: error, chatId }, 'whatsapp event processing failed'));
    queues.set(chatId, next);
    void next.then(() => {
      if (queues.get(chatId) === next) queues.delete(chatId);
    });
  };

  const emit = (event: EngineEvent) => deps.emit(event);

  async function groupMetadata(jid: string): Promise<GroupMetadata | undefined> {
    const cached = groups.get<GroupMetadata>(jid);
    if (cached) return cached;
    try {
      const fetched = await deps.socket()?.groupMetadata(jid);
      if (fetched) groups.set(jid, fetched);
      return fetched;
    } catch (error) {
      deps.log.warn({ err: error, jid }, 'group metadata unavailable');
      return undefined;
    }
  }

  async function processUpsert(m: WAMessage, backlog: boolean): Promise<void> {
    const event = mapUpsert(m, { backlog, me: deps.me() });
    if (!event) return;
    const seenKey = `${m.key.remoteJid}|${m.key.id}|${m.key.fromMe ? 1 : 0}`;
    if (emitted.has(seenKey)) return;
    if (event.type === 'message') {
      const { message } = event;
      if (!message.fromMe) recent.set(`${message.chatId}|${message.id}`, m);
      if (message.isGroup) message.groupName = (await groupMetadata(message.chatId))?.subject;
      if (hasDownloadableMedia(m)) {
        const socket = deps.socket();
        try {
          message.media = await downloadInboundMedia(m, {
            companyId: deps.companyId,
            reuploadRequest: (stale) => (socket ? socket.updateMediaMessage(stale) : Promise.reject(new Error('socket closed'))),
          });
        } catch (error) {
          // The message still reaches the ticket (with its media type), only without the file.
          deps.log.warn({ err: error, messageId: message.id }, 'inbound media download failed');
        }
      }
    }
    await emit(event);
    emitted.set(seenKey, true);
    // A receipt that arrived in the same buffered window as its message is folded into the upsert
    // and never emitted on its own.
    const folded = m.status ? mapMessageUpdate({ key: m.key, update: { status: m.status } }) : null;
    if (folded && folded.ack >= 3) await emit(folded);
  }

  /** Sends a contacts event only for identities not sent in the last hour (every message repeats them). */
  function emitContacts(event: Extract<EngineEvent, { type: 'contacts' }> | null) {
    if (!event) return;
    const fresh = event.contacts.filter((contact) => {
      const key = JSON.stringify(contact);
      if (contactsSent.has(key)) return false;
      contactsSent.set(key, true);
      return true;
    });
    if (fresh.length > 0) enqueue('contacts', () => emit({ type: 'contacts', contacts: fresh }));
  }

  function handle(events: Partial<BaileysEventMap>): void {
    // Identities first, so a message of the same batch already finds its LID ↔ phone pair.
    if (events['contacts.upsert']) emitContacts(mapContacts(events['contacts.upsert']));
    if (events['contacts.update']) emitContacts(mapContacts(events['contacts.update']));
    if (events['lid-mapping.update']) emitContacts(mapLidMappings([events['lid-mapping.update']]));
    const history = events['messaging-history.set'];
    if (history) {
      emitContacts(mapLidMappings(history.lidPnMappings ?? []));
      emitContacts(mapContacts(history.contacts));
    }
    for (const update of events['groups.update'] ?? []) if (update.id) groups.del(update.id);
    for (const group of events['groups.upsert'] ?? []) groups.set(group.id, group);
    const participants = events['group-participants.update'];
    if (participants) groups.del(participants.id);

    const upsert = events['messages.upsert'];
    if (upsert) {
      for (const m of upsert.messages) {
        if (m.key.remoteJid) enqueue(m.key.remoteJid, () => processUpsert(m, upsert.type === 'append'));
      }
    }
    for (const update of events['messages.update'] ?? []) {
      const failure = sendErrorOf(update);
      if (failure) deps.log.warn(failure, 'WhatsApp refused a message');
      const ack = mapMessageUpdate(update);
      if (ack) enqueue(ack.chatId, () => emit(ack));
    }
    for (const receipt of events['message-receipt.update'] ?? []) {
      const ack = mapReceipt(receipt);
      if (ack) enqueue(ack.chatId, () => emit(ack));
    }
    for (const call of events.call ?? []) {
      const event = mapCall(call);
      if (event) enqueue(`call|${call.id}`, () => emit(event));
    }
  }

  return {
    handle,
    /** Baileys' cachedGroupMetadata: saves a metadata query on every group send. */
    cachedGroupMetadata: async (jid: string) => groups.get<GroupMetadata>(jid),
    /** A customer's message seen recently (to quote it or read it), if still cached. */
    recentMessage: (chatId: string, messageId: string) => recent.get<WAMessage>(`${chatId}|${messageId}`),
    /** Resolves once every queued event has been emitted. */
    idle: async () => {
      while (queues.size > 0) await Promise.allSettled([...queues.values()]);
    },
  };
}

export type InboundRouter = ReturnType<typeof createInboundRouter>;
