import { randomBytes } from 'node:crypto';
import { proto, WAMessageStubType, type WAMessage, type WAMessageKey } from '@whiskeysockets/baileys';
import { pino } from 'pino';
import { Whatsapp } from '../../../../models/index.js';
import { createCompany } from '../../../../test/factories.js';

// Baileys-shaped fixtures: built with proto.WebMessageInfo.fromObject, which coerces
// like real traffic (Long timestamps, enums, bytes), with the v7 key fields it drops put back.

export const CUSTOMER_PN = '5511999990000@s.whatsapp.net';
export const CUSTOMER_LID = '123456789012345@lid';
export const OUR_PN = '5511888880000@s.whatsapp.net';
export const GROUP = '120363000000000001@g.us';
export const TS = 1_700_000_000;

export const silentLogger = pino({ level: 'silent' });

export const key = (id: string, o: Partial<WAMessageKey> = {}): WAMessageKey => ({ remoteJid: CUSTOMER_PN, fromMe: false, id, ...o });

export const wa = (o: { key: WAMessageKey } & Record<string, unknown>): WAMessage => Object.assign(proto.WebMessageInfo.fromObject(o), { key: { ...o.key } });

const base = (id: string, message: Record<string, unknown>, k: Partial<WAMessageKey> = {}) =>
  wa({ key: key(id, k), messageTimestamp: TS, pushName: 'Ana', message });

export const fx = {
  text: (id: string, t: string, k: Partial<WAMessageKey> = {}) => base(id, { conversation: t }, k),
  quoted: (id: string, t: string, qid: string) =>
    base(id, { extendedTextMessage: { text: t, contextInfo: { stanzaId: qid, participant: CUSTOMER_PN, quotedMessage: { conversation: 'orig' } } } }),
  image: (id: string, caption?: string, url = 'https://mmg.whatsapp.net/x') =>
    base(id, { imageMessage: { mimetype: 'image/jpeg', caption, url, mediaKey: Buffer.alloc(32, 1), fileLength: 1234 } }),
  voiceNote: (id: string) => base(id, { audioMessage: { mimetype: 'audio/ogg; codecs=opus', ptt: true, seconds: 4 } }),
  document: (id: string) =>
    base(id, { documentWithCaptionMessage: { message: { documentMessage: { mimetype: 'application/pdf', fileName: 'nota.pdf', caption: 'segue a nota' } } } }),
  location: (id: string) => base(id, { locationMessage: { degreesLatitude: -23.5, degreesLongitude: -46.6, name: 'HQ', address: 'Rua X, 1' } }),
  contact: (id: string) => base(id, { contactMessage: { displayName: 'Bia', vcard: 'BEGIN:VCARD\nVERSION:3.0\nFN:Bia\nEND:VCARD' } }),
  viewOnceImage: (id: string) => base(id, { viewOnceMessageV2: { message: { imageMessage: { mimetype: 'image/jpeg', caption: 'once' } } } }),
  undecryptable: (id: string): WAMessage => ({
    key: key(id),
    messageTimestamp: TS,
    messageStubType: WAMessageStubType.CIPHERTEXT,
    messageStubParameters: ['Bad MAC'],
  }),
  revoke: (id: string, target: string) => base(id, { protocolMessage: { type: proto.Message.ProtocolMessage.Type.REVOKE, key: key(target) } }),
  edit: (id: string, target: string, text: string) =>
    base(id, {
      protocolMessage: {
        type: proto.Message.ProtocolMessage.Type.MESSAGE_EDIT,
        key: key(target),
        editedMessage: { conversation: text },
        timestampMs: (TS + 5) * 1000,
      },
    }),
  reaction: (id: string, target: string, emoji: string) =>
    base(id, { reactionMessage: { key: key(target, { fromMe: true }), text: emoji, senderTimestampMs: (TS + 1) * 1000 } }),
  group: (id: string, t: string, participant: string, participantAlt?: string) =>
    base(id, { conversation: t }, { remoteJid: GROUP, participant, participantAlt }),
  status: (id: string) => base(id, { conversation: 'my status' }, { remoteJid: 'status@broadcast', participant: CUSTOMER_PN }),
};

/** A connection row to hang auth keys and sent messages on (both reference whatsapps). */
export async function createConnection(): Promise<{ companyId: number; whatsappId: number }> {
  const company = await createCompany();
  const whatsapp = await Whatsapp.create({ name: `wa-${randomBytes(4).toString('hex')}`, token: randomBytes(12).toString('hex'), companyId: company.id });
  return { companyId: company.id, whatsappId: whatsapp.id };
}
