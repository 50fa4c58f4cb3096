import {
  generateMessageIDV2,
  proto,
  type AnyMessageContent,
  type MiscMessageGenerationOptions,
  type WAMessage,
  type WAMessageKey,
} from '@whiskeysockets/baileys';
import { AppError } from '../../../core/errors.js';
import { now } from '../../../core/clock.js';
import { storagePath } from '../../../core/storage.js';
import { WhatsappSentMessage } from '../../../models/index.js';
import type { OutgoingMessage } from '../types.js';
import { toVoiceNote } from './ffmpeg.js';

// OutgoingMessage → what sock.sendMessage takes, and the durable copy of what we sent: Baileys asks
// for it (getMessage) to re-encrypt a message when a recipient's device sends a retry receipt, and
// replies quote it.

export interface PreparedSend {
  content: AnyMessageContent;
  options: MiscMessageGenerationOptions & { messageId: string };
  /** Removes temporary files (a converted voice note) once the send is over. */
  cleanup(): Promise<void>;
}

const noCleanup = async () => undefined;

/** Builds the Baileys content and options of a message; the id is ours, pre-generated when absent. */
export async function prepareOutgoing(message: OutgoingMessage, ctx: { meId?: string; quoted?: WAMessage }): Promise<PreparedSend> {
  const options: PreparedSend['options'] = { messageId: message.id ?? generateMessageIDV2(ctx.meId) };
  if (ctx.quoted) options.quoted = ctx.quoted;
  const body = message.body ?? '';
  const { media } = message;
  if (media) {
    const file = storagePath(media.path);
    const kind = media.mimetype.split('/')[0];
    if (kind === 'audio' && media.asVoiceNote) {
      const voice = await toVoiceNote(file);
      return { content: { audio: { url: voice.path }, mimetype: 'audio/ogg; codecs=opus', ptt: true }, options, cleanup: voice.cleanup };
    }
    const caption = body || undefined;
    const content: AnyMessageContent =
      kind === 'image' && media.mimetype !== 'image/webp'
        ? { image: { url: file }, mimetype: media.mimetype, caption }
        : kind === 'video'
          ? { video: { url: file }, mimetype: media.mimetype, caption }
          : kind === 'audio'
            ? { audio: { url: file }, mimetype: media.mimetype }
            : { document: { url: file }, mimetype: media.mimetype, fileName: media.filename, caption };
    return { content, options, cleanup: noCleanup };
  }
  if (message.location) {
    const { latitude, longitude, name, address } = message.location;
    return { content: { location: { degreesLatitude: latitude, degreesLongitude: longitude, name, address } }, options, cleanup: noCleanup };
  }
  if (message.contact) {
    const { name } = message.contact;
    return { content: { contacts: { displayName: name, contacts: [{ displayName: name, vcard: vcardOf(message.contact) }] } }, options, cleanup: noCleanup };
  }
  if (body) return { content: { text: body }, options, cleanup: noCleanup };
  throw new AppError('ERR_SENDING_WAPP_MSG', 400, 'A message needs a body, media, a location or a contact');
}

/** A vCard 3.0 whose `waid` lets WhatsApp offer "message" on the shared contact. */
export function vcardOf({ name, phone }: { name: string; phone: string }): string {
  const digits = phone.replace(/\D/g, '');
  const escaped = name
    .replace(/\\/g, '\\\\')
    .replace(/([,;])/g, '\\$1')
    .replace(/\r?\n/g, '\\n');
  return ['BEGIN:VCARD', 'VERSION:3.0', `FN:${escaped}`, `TEL;type=CELL;type=VOICE;waid=${digits}:+${digits}`, 'END:VCARD'].join('\n');
}

/** Keeps the content we sent; JSON of the proto (bytes as base64) round-trips exactly through fromObject. */
export async function recordSent(whatsappId: number, sent: WAMessage): Promise<void> {
  if (!sent.key.id || !sent.key.remoteJid || !sent.message) return;
  const content = JSON.stringify(proto.Message.fromObject(sent.message).toJSON());
  await WhatsappSentMessage.upsert({ whatsappId, messageId: sent.key.id, chatId: sent.key.remoteJid, content, createdAt: now() });
}

/** One of our sent messages as a WAMessage (to quote it), or undefined. */
export async function findSent(whatsappId: number, messageId: string): Promise<WAMessage | undefined> {
  const row = await WhatsappSentMessage.findOne({ where: { whatsappId, messageId } });
  if (!row) return undefined;
  return { key: { remoteJid: row.chatId, fromMe: true, id: row.messageId }, message: proto.Message.fromObject(JSON.parse(row.content)) };
}

/** Baileys' getMessage: the content of one of our messages, for retry receipts and poll decryption. */
export function sentMessageGetter(whatsappId: number) {
  return async (key: WAMessageKey): Promise<proto.IMessage | undefined> => {
    if (!key.id) return undefined;
    return (await findSent(whatsappId, key.id))?.message ?? undefined;
  };
}

/** A quotable stand-in for a message whose content we do not have: the quote still links by id. */
export function quoteStub(chatId: string, messageId: string, fromMe: boolean): WAMessage {
  return { key: { remoteJid: chatId, fromMe, id: messageId }, message: { conversation: '' } };
}
