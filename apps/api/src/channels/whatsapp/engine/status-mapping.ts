import { isJidGroup, WAMessageStatus, type Contact, type MessageUserReceiptUpdate, type WACallEvent, type WAMessageUpdate } from '@whiskeysockets/baileys';
import type { Ack, ContactIdentity, EngineEvent } from '../types.js';
import { identityOf, isIgnoredChat } from './identity.js';

// Pure mapping of Baileys' delivery, call and contact events to neutral engine events.

/** proto.WebMessageInfo.Status → Ack; both are ordered the same way (PENDING 1 … PLAYED 5). */
const ACKS: Partial<Record<number, Ack>> = {
  [WAMessageStatus.PENDING]: 1,
  [WAMessageStatus.SERVER_ACK]: 2,
  [WAMessageStatus.DELIVERY_ACK]: 3,
  [WAMessageStatus.READ]: 4,
  [WAMessageStatus.PLAYED]: 5,
};

/**
 * A 1:1 delivery/read/played update of one of our messages, or null. Only `status` is read: edits and
 * revokes are taken from their upserted protocol messages (message-mapping.ts). ERROR (0) is not an
 * ack: the caller logs it. A READ on a message that is not ours means our own other device read it.
 */
export function mapMessageUpdate({ key, update }: WAMessageUpdate): Extract<EngineEvent, { type: 'ack' }> | null {
  if (update.status === undefined || update.status === null) return null;
  if (!key.fromMe || !key.id || !key.remoteJid || isIgnoredChat(key.remoteJid)) return null;
  const ack = ACKS[update.status];
  return ack === undefined ? null : { type: 'ack', chatId: key.remoteJid, messageId: key.id, ack };
}

/** The error code of a failed send (e.g. '463' restricted, '479' stale device), for the log. */
export function sendErrorOf({ key, update }: WAMessageUpdate): { messageId: string; code: string } | null {
  if (update.status !== WAMessageStatus.ERROR || !key.id) return null;
  const params: unknown = update.messageStubParameters;
  return { messageId: key.id, code: Array.isArray(params) && params.length > 0 ? String(params[0]) : 'unknown' };
}

/**
 * A group member's receipt of one of our group messages. Baileys reports groups per participant;
 * the pipeline keeps the highest ack, so the message shows read once any member has read it.
 */
export function mapReceipt({ key, receipt }: MessageUserReceiptUpdate): Extract<EngineEvent, { type: 'ack' }> | null {
  if (!key.fromMe || !key.id || !key.remoteJid || !isJidGroup(key.remoteJid)) return null;
  const ack: Ack | null = receipt.playedTimestamp ? 5 : receipt.readTimestamp ? 4 : receipt.receiptTimestamp ? 3 : null;
  return ack === null ? null : { type: 'ack', chatId: key.remoteJid, messageId: key.id, ack };
}

const CALL_STATUSES = ['offer', 'reject', 'timeout', 'accept', 'terminate'] as const;
type CallStatus = (typeof CALL_STATUSES)[number];
const isCallStatus = (status: string): status is CallStatus => (CALL_STATUSES as readonly string[]).includes(status);

/** A call's offer/outcome; the transport chatter (ringing, preaccept, relay latency …) is dropped. */
export function mapCall(call: WACallEvent): Extract<EngineEvent, { type: 'call' }> | null {
  if (!isCallStatus(call.status)) return null;
  return { type: 'call', callId: call.id, from: identityOf(call.from, call.callerPn), isVideo: Boolean(call.isVideo), status: call.status };
}

type NamedIdentity = ContactIdentity & { name?: string };

/** People from contacts.upsert/update: LID and phone (v7 Contact.lid / phoneNumber), names. */
export function mapContacts(contacts: Partial<Contact>[]): Extract<EngineEvent, { type: 'contacts' }> | null {
  const mapped: NamedIdentity[] = [];
  for (const contact of contacts) {
    if (!contact.id || isJidGroup(contact.id) || isIgnoredChat(contact.id)) continue;
    // Either field may be missing; the id itself is one of the two forms.
    const identity: NamedIdentity = identityOf(contact.lid ?? contact.id, contact.phoneNumber ?? contact.id, contact.notify ?? contact.verifiedName);
    if (contact.name) identity.name = contact.name;
    if (identity.lid || identity.phone) mapped.push(identity);
  }
  return mapped.length > 0 ? { type: 'contacts', contacts: mapped } : null;
}

/** A LID ↔ phone pair learnt from lid-mapping.update or a history sync's lidPnMappings. */
export function mapLidMappings(mappings: { lid: string; pn: string }[]): Extract<EngineEvent, { type: 'contacts' }> | null {
  const contacts = mappings.map(({ lid, pn }) => identityOf(withServer(lid, 'lid'), withServer(pn, 's.whatsapp.net'))).filter((i) => i.lid && i.phone);
  return contacts.length > 0 ? { type: 'contacts', contacts } : null;
}

// The key store keeps mappings without the server part; events usually carry full JIDs.
const withServer = (jid: string, server: string) => (jid.includes('@') ? jid : `${jid}@${server}`);
