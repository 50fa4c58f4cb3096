import { existsSync } from 'node:fs';
import { mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes, randomInt } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { generateWAMessage, proto, type AnyMessageContent, type WAMessage } from '@whiskeysockets/baileys';
import { saveCompanyFile, storagePath } from '../../../core/storage.js';
import type { OutgoingMessage } from '../types.js';
import { findSent, prepareOutgoing, quoteStub, recordSent, sentMessageGetter, vcardOf } from './outgoing.js';
import { CUSTOMER_PN, OUR_PN, createConnection, fx, silentLogger } from './testing/fixtures.js';
import { opusChannels, writeSineWav } from './testing/audio.js';

// Outgoing content is checked the way Baileys will relay it: generateWAMessage builds the exact
// proto.IMessage offline, with a fake upload in place of WhatsApp's media servers.

const companyId = 900_000_000 + randomInt(1_000_000);
afterAll(async () => {
  await rm(storagePath(`companies/${companyId}`), { recursive: true, force: true });
});

const upload = async () => ({ mediaUrl: 'https://mmg.whatsapp.net/fake', directPath: '/fake' });
const relay = (content: AnyMessageContent, options: { quoted?: WAMessage; messageId?: string } = {}) =>
  generateWAMessage(CUSTOMER_PN, content, { userJid: OUR_PN, logger: silentLogger, upload, ...options });

async function stored(mimetype: string, data: Buffer, filename: string) {
  return { path: await saveCompanyFile(companyId, 'media', data, mimetype), mimetype, filename, size: data.length };
}

describe('prepareOutgoing', () => {
  it('sends text under our own pre-generated id, or the id the pipeline stored', async () => {
    const generated = await prepareOutgoing({ to: CUSTOMER_PN, body: 'Olá' }, { meId: OUR_PN });
    expect(generated.content).toEqual({ text: 'Olá' });
    expect(generated.options.messageId).toMatch(/^3EB0[0-9A-F]{18}$/);
    const given = await prepareOutgoing({ to: CUSTOMER_PN, id: 'OURID1', body: 'Olá' }, {});
    const sent = await relay(given.content, given.options);
    expect(sent.key.id).toBe('OURID1');
  });

  it('quotes a customer message by id and content', async () => {
    const original = fx.text('IN1', 'qual o prazo?');
    const prepared = await prepareOutgoing({ to: CUSTOMER_PN, body: 'amanhã', quotedId: 'IN1' }, { quoted: original });
    const sent = await relay(prepared.content, prepared.options);
    expect(sent.message?.extendedTextMessage).toMatchObject({
      text: 'amanhã',
      contextInfo: { stanzaId: 'IN1', participant: CUSTOMER_PN, quotedMessage: { conversation: 'qual o prazo?' } },
    });
  });

  it('still links a quote by id when the quoted content is unknown', async () => {
    const prepared = await prepareOutgoing({ to: CUSTOMER_PN, body: 'ok' }, { quoted: quoteStub(CUSTOMER_PN, 'GONE1', false) });
    const sent = await relay(prepared.content, prepared.options);
    expect(sent.message?.extendedTextMessage?.contextInfo?.stanzaId).toBe('GONE1');
  });

  it('sends a document with its name and caption, and an image with a caption', async () => {
    const pdf = await stored('application/pdf', Buffer.from('%PDF-1.4'), 'boleto.pdf');
    const doc = await prepareOutgoing({ to: CUSTOMER_PN, body: 'segue', media: pdf }, {});
    expect((await relay(doc.content, doc.options)).message?.documentMessage).toMatchObject({
      mimetype: 'application/pdf',
      fileName: 'boleto.pdf',
      caption: 'segue',
    });

    const png = await stored('image/png', randomBytes(64), 'foto.png');
    const image = await prepareOutgoing({ to: CUSTOMER_PN, body: 'foto', media: png }, {});
    expect(image.content).toMatchObject({ image: { url: storagePath(png.path) }, caption: 'foto', mimetype: 'image/png' });
  });

  it('converts an uploaded audio to an OGG/Opus mono voice note and removes the temporary file after', async () => {
    const wavPath = storagePath(`companies/${companyId}/media/agent.wav`);
    await mkdir(path.dirname(wavPath), { recursive: true });
    await writeSineWav(wavPath);
    const media = { path: `companies/${companyId}/media/agent.wav`, mimetype: 'audio/wav', filename: 'agent.wav', size: 1, asVoiceNote: true };
    const prepared = await prepareOutgoing({ to: CUSTOMER_PN, media }, {});
    expect(prepared.content).toMatchObject({ mimetype: 'audio/ogg; codecs=opus', ptt: true });
    const url =
      'audio' in prepared.content && !Buffer.isBuffer(prepared.content.audio) && 'url' in prepared.content.audio ? String(prepared.content.audio.url) : '';
    expect(opusChannels(await readFile(url))).toBe(1);
    expect((await relay(prepared.content, prepared.options)).message?.audioMessage).toMatchObject({ ptt: true, mimetype: 'audio/ogg; codecs=opus' });
    await prepared.cleanup();
    expect(existsSync(url)).toBe(false);
  });

  it('sends a location and a contact card WhatsApp can message', async () => {
    const location = await prepareOutgoing({ to: CUSTOMER_PN, location: { latitude: -23.5, longitude: -46.6, name: 'Loja', address: 'Rua X' } }, {});
    expect((await relay(location.content)).message?.locationMessage).toMatchObject({ degreesLatitude: -23.5, degreesLongitude: -46.6, name: 'Loja' });

    const contact = await prepareOutgoing({ to: CUSTOMER_PN, contact: { name: 'Suporte; Loja', phone: '+55 (11) 99999-0000' } }, {});
    const card = (await relay(contact.content)).message?.contactMessage;
    expect(card?.displayName).toBe('Suporte; Loja');
    expect(card?.vcard).toContain('TEL;type=CELL;type=VOICE;waid=5511999990000:+5511999990000');
    expect(vcardOf({ name: 'Suporte; Loja', phone: '1' })).toContain('FN:Suporte\\; Loja');
  });

  it('refuses an empty message', async () => {
    const empty: OutgoingMessage = { to: CUSTOMER_PN };
    await expect(prepareOutgoing(empty, {})).rejects.toMatchObject({ code: 'ERR_SENDING_WAPP_MSG', status: 400 });
  });
});

describe('sent message store (getMessage)', () => {
  it('gives Baileys back the exact content we sent, bytes included', async () => {
    const { whatsappId } = await createConnection();
    const sent = await relay({ image: randomBytes(128), caption: 'nota', mimetype: 'image/jpeg' }, { messageId: `OUT-${randomInt(1e9)}` });
    await recordSent(whatsappId, sent);
    const content = await sentMessageGetter(whatsappId)(sent.key);
    expect(content).toBeInstanceOf(proto.Message);
    expect(Buffer.from(proto.Message.encode(content ?? {}).finish())).toEqual(Buffer.from(proto.Message.encode(sent.message ?? {}).finish()));
    expect(content?.imageMessage?.mediaKey).toEqual(sent.message?.imageMessage?.mediaKey);
  });

  it('finds our sent message to quote it, per connection only', async () => {
    const mine = await createConnection();
    const other = await createConnection();
    const sent = await relay({ text: 'pedido 42 enviado' }, { messageId: `OUT-${randomInt(1e9)}` });
    await recordSent(mine.whatsappId, sent);
    expect(await findSent(mine.whatsappId, sent.key.id ?? '')).toMatchObject({ key: { remoteJid: CUSTOMER_PN, fromMe: true, id: sent.key.id } });
    expect(await findSent(other.whatsappId, sent.key.id ?? '')).toBeUndefined();
    expect(await sentMessageGetter(mine.whatsappId)({ id: 'NEVER-SENT' })).toBeUndefined();
  });
});
