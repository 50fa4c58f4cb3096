import { extractMessageContent, getContentType, isJidGroup, proto, toNumber, WAMessageStubType, type WAMessage } from '@whiskeysockets/baileys';
import type { ContactIdentity, EngineEvent, EngineMessage, MediaType } from '../types.js';
import { identityOf, isIgnoredChat } from './identity.js';

// Pure mapping of Baileys' messages.upsert entries to neutral engine events.
//
// Edits, revokes and reactions are taken from their own upserted protocol/reaction messages, the one
// place they always arrive: Baileys also derives messages.update / messages.reaction from them, but its
// event buffer folds those into an upsert of the same window and never emits them separately, while
// the protocol message itself is never folded away. The derived events are ignored (status-mapping.ts).

export interface UpsertContext {
  /** The upsert arrived as 'append': the offline backlog rather than live traffic. */
  backlog: boolean;
  /** Our own identity, to describe fromMe senders and to distrust our own number in Alt fields. */
  me?: ContactIdentity;
}

type Content = proto.IMessage;

/** Maps one upserted message to an event, or null when it is nothing a help desk shows. */
export function mapUpsert(m: WAMessage, ctx: UpsertContext): EngineEvent | null {
  const chatId = m.key.remoteJid;
  const id = m.key.id;
  if (!chatId || !id || isIgnoredChat(chatId)) return null;
  // Undecryptable for now: Baileys asks for a retry and the content arrives later under the same id.
  if (m.messageStubType === WAMessageStubType.CIPHERTEXT) return null;
  const content = extractMessageContent(m.message);
  if (!content) return null;
  if (content.protocolMessage) return mapProtocol(chatId, content.protocolMessage);
  if (content.reactionMessage) {
    const reaction = content.reactionMessage;
    if (!reaction.key?.id) return null;
    return {
      type: 'reaction',
      chatId,
      messageId: reaction.key.id,
      emoji: reaction.text ?? '',
      fromMe: Boolean(m.key.fromMe),
      sender: senderOf(m, ctx),
    };
  }
  const message = mapContent(m, content, ctx);
  return message && { type: 'message', message };
}

function mapProtocol(chatId: string, protocol: proto.Message.IProtocolMessage): EngineEvent | null {
  const target = protocol.key?.id;
  if (!target) return null;
  if (protocol.type === proto.Message.ProtocolMessage.Type.REVOKE) return { type: 'revoke', chatId, messageId: target };
  if (protocol.type === proto.Message.ProtocolMessage.Type.MESSAGE_EDIT) {
    const edited = extractMessageContent(protocol.editedMessage);
    return { type: 'edit', chatId, messageId: target, body: edited ? bodyOf(edited) : '' };
  }
  return null;
}

/** Who wrote it: the group participant, the 1:1 peer, or (fromMe) us; LID and phone when known. */
function senderOf(m: WAMessage, ctx: UpsertContext): ContactIdentity {
  const { key } = m;
  const pushName = m.pushName ?? undefined;
  if (isJidGroup(key.remoteJid ?? undefined)) {
    if (key.fromMe) return ctx.me ?? {};
    return identityOf(key.participant, key.participantAlt, pushName, ctx.me);
  }
  // In a 1:1 chat the customer is the peer even when we wrote (from the phone or another device);
  // the push name of our own messages is ours, so it is left out.
  return identityOf(key.remoteJid, key.remoteJidAlt, key.fromMe ? undefined : pushName, ctx.me);
}

function mapContent(m: WAMessage, content: Content, ctx: UpsertContext): EngineMessage | null {
  const kind = getContentType(content);
  if (!kind) return null;
  const shape = SHAPES[kind];
  if (!shape) return null;
  const chatId = m.key.remoteJid ?? '';
  const message: EngineMessage = {
    id: m.key.id ?? '',
    chatId,
    fromMe: Boolean(m.key.fromMe),
    isGroup: Boolean(isJidGroup(chatId)),
    sender: senderOf(m, ctx),
    timestamp: toNumber(m.messageTimestamp),
    body: bodyOf(content),
    ...shape(content),
  };
  const quotedId = contextOf(content)?.stanzaId;
  if (quotedId) message.quotedId = quotedId;
  if (ctx.backlog) message.backlog = true;
  return message;
}

type Extra = Partial<Pick<EngineMessage, 'mediaType' | 'location' | 'vcard'>>;

const media = (mediaType: MediaType) => (): Extra => ({ mediaType });
const text = (): Extra => ({});

/** The content types we show, and what each adds beyond the body. */
const SHAPES: Partial<Record<keyof Content, (c: Content) => Extra>> = {
  conversation: text,
  extendedTextMessage: text,
  buttonsResponseMessage: text,
  listResponseMessage: text,
  templateButtonReplyMessage: text,
  pollCreationMessage: text,
  pollCreationMessageV2: text,
  pollCreationMessageV3: text,
  imageMessage: media('image'),
  videoMessage: media('video'),
  ptvMessage: media('video'),
  audioMessage: media('audio'),
  documentMessage: media('application'),
  stickerMessage: media('sticker'),
  locationMessage: (c) => ({ mediaType: 'locationMessage', location: locationOf(c.locationMessage) }),
  liveLocationMessage: (c) => ({ mediaType: 'locationMessage', location: locationOf(c.liveLocationMessage) }),
  contactMessage: (c) => ({ mediaType: 'vcard', vcard: c.contactMessage?.vcard ?? '' }),
  contactsArrayMessage: (c) => ({
    mediaType: 'vcard',
    vcard: (c.contactsArrayMessage?.contacts ?? [])
      .map((contact) => contact.vcard ?? '')
      .filter(Boolean)
      .join('\n'),
  }),
};

function locationOf(l: proto.Message.ILocationMessage | proto.Message.ILiveLocationMessage | null | undefined) {
  const location: NonNullable<EngineMessage['location']> = { latitude: l?.degreesLatitude ?? 0, longitude: l?.degreesLongitude ?? 0 };
  if (l && 'name' in l && l.name) location.name = l.name;
  if (l && 'address' in l && l.address) location.address = l.address;
  return location;
}

/** The text a person reads: the text itself, a caption, a choice they tapped, a poll's question. */
export function bodyOf(c: Content): string {
  const poll = c.pollCreationMessage ?? c.pollCreationMessageV2 ?? c.pollCreationMessageV3;
  if (poll) return [poll.name ?? '', ...(poll.options ?? []).map((option) => `- ${option.optionName ?? ''}`)].join('\n');
  return (
    c.conversation ??
    c.extendedTextMessage?.text ??
    c.imageMessage?.caption ??
    c.videoMessage?.caption ??
    c.ptvMessage?.caption ??
    c.documentMessage?.caption ??
    c.buttonsResponseMessage?.selectedDisplayText ??
    c.listResponseMessage?.title ??
    c.templateButtonReplyMessage?.selectedDisplayText ??
    c.locationMessage?.name ??
    c.liveLocationMessage?.caption ??
    c.contactMessage?.displayName ??
    c.contactsArrayMessage?.displayName ??
    ''
  );
}

function contextOf(c: Content): proto.IContextInfo | null | undefined {
  const kind = getContentType(c);
  if (!kind) return undefined;
  const inner = c[kind];
  if (inner && typeof inner === 'object' && 'contextInfo' in inner) return inner.contextInfo as proto.IContextInfo | null | undefined;
  return undefined;
}
