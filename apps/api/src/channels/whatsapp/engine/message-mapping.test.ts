import { describe, expect, it } from 'vitest';
import { proto } from '@whiskeysockets/baileys';
import type { EngineEvent, EngineMessage } from '../types.js';
import { mapUpsert } from './message-mapping.js';
import { CUSTOMER_LID, CUSTOMER_PN, GROUP, OUR_PN, TS, fx, key, wa } from './testing/fixtures.js';

const live = { backlog: false, me: { phone: '5511888880000' } };
const messageOf = (event: EngineEvent | null): EngineMessage => {
  if (event?.type !== 'message') throw new Error(`expected a message event, got ${JSON.stringify(event)}`);
  return event.message;
};

describe('mapUpsert: messages', () => {
  it('maps a text with its sender, chat and timestamp (a Long in real traffic)', () => {
    expect(mapUpsert(fx.text('M1', 'oi'), live)).toEqual({
      type: 'message',
      message: {
        id: 'M1',
        chatId: CUSTOMER_PN,
        fromMe: false,
        isGroup: false,
        sender: { phone: '5511999990000', pushName: 'Ana' },
        timestamp: TS,
        body: 'oi',
      },
    });
  });

  it('marks messages of an append upsert as backlog', () => {
    expect(messageOf(mapUpsert(fx.text('M2', 'sent while offline'), { ...live, backlog: true })).backlog).toBe(true);
  });

  it('keeps the quoted message id of a reply', () => {
    const message = messageOf(mapUpsert(fx.quoted('M3', 'resposta', 'ORIG1'), live));
    expect(message).toMatchObject({ body: 'resposta', quotedId: 'ORIG1' });
  });

  it('maps media with captions and their media types', () => {
    expect(messageOf(mapUpsert(fx.image('I1', 'foto'), live))).toMatchObject({ body: 'foto', mediaType: 'image' });
    expect(messageOf(mapUpsert(fx.voiceNote('A1'), live))).toMatchObject({ body: '', mediaType: 'audio' });
    expect(messageOf(mapUpsert(fx.document('D1'), live))).toMatchObject({ body: 'segue a nota', mediaType: 'application' });
  });

  it('unwraps view-once wrappers before reading the content', () => {
    expect(messageOf(mapUpsert(fx.viewOnceImage('V1'), live))).toMatchObject({ body: 'once', mediaType: 'image' });
  });

  it('maps a location and a shared contact', () => {
    expect(messageOf(mapUpsert(fx.location('L1'), live))).toMatchObject({
      mediaType: 'locationMessage',
      body: 'HQ',
      location: { latitude: -23.5, longitude: -46.6, name: 'HQ', address: 'Rua X, 1' },
    });
    expect(messageOf(mapUpsert(fx.contact('C1'), live))).toMatchObject({ mediaType: 'vcard', body: 'Bia', vcard: expect.stringContaining('FN:Bia') });
  });

  it('gives a LID sender its phone alternative', () => {
    const m = fx.text('LID1', 'oi', { remoteJid: CUSTOMER_LID, remoteJidAlt: CUSTOMER_PN, addressingMode: 'lid' });
    expect(messageOf(mapUpsert(m, live))).toMatchObject({ chatId: CUSTOMER_LID, sender: { lid: CUSTOMER_LID, phone: '5511999990000' } });
  });

  it('keeps a LID sender without a known phone as a LID identity', () => {
    const m = fx.text('LID2', 'oi', { remoteJid: CUSTOMER_LID });
    expect(messageOf(mapUpsert(m, live)).sender).toEqual({ lid: CUSTOMER_LID, pushName: 'Ana' });
  });

  it('names the group participant (LID with phone alt) as the sender of a group message', () => {
    const message = messageOf(mapUpsert(fx.group('G1', 'bom dia', CUSTOMER_LID, CUSTOMER_PN), live));
    expect(message).toMatchObject({ chatId: GROUP, isGroup: true, sender: { lid: CUSTOMER_LID, phone: '5511999990000', pushName: 'Ana' } });
  });

  it('does not take our own number from the Alt of a message we sent from the phone', () => {
    const m = fx.text('OWN1', 'enviado do celular', { fromMe: true, remoteJid: CUSTOMER_LID, remoteJidAlt: OUR_PN });
    expect(messageOf(mapUpsert(m, live))).toMatchObject({ fromMe: true, sender: { lid: CUSTOMER_LID } });
    expect(messageOf(mapUpsert(m, live)).sender.phone).toBeUndefined();
  });

  it('skips an undecryptable stub, then maps its real content arriving under the same id', () => {
    expect(mapUpsert(fx.undecryptable('X1'), live)).toBeNull();
    expect(messageOf(mapUpsert(fx.text('X1', 'agora sim'), live))).toMatchObject({ id: 'X1', body: 'agora sim' });
  });

  it('ignores status broadcasts, newsletters and messages without content', () => {
    expect(mapUpsert(fx.status('S1'), live)).toBeNull();
    expect(mapUpsert(fx.text('N1', 'news', { remoteJid: '1203630000@newsletter' }), live)).toBeNull();
    expect(mapUpsert(wa({ key: key('E1'), message: { senderKeyDistributionMessage: { groupId: GROUP } } }), live)).toBeNull();
  });
});

describe('mapUpsert: protocol and reaction messages', () => {
  it('maps a revoke to the revoked message id, not the revoker', () => {
    expect(mapUpsert(fx.revoke('P1', 'M1'), live)).toEqual({ type: 'revoke', chatId: CUSTOMER_PN, messageId: 'M1' });
  });

  it('maps an edit to the edited message id and its new text', () => {
    expect(mapUpsert(fx.edit('P2', 'M1', 'oi, corrigido'), live)).toEqual({ type: 'edit', chatId: CUSTOMER_PN, messageId: 'M1', body: 'oi, corrigido' });
  });

  it('maps a reaction to the reacted message with the emoji and who reacted', () => {
    expect(mapUpsert(fx.reaction('R1', 'OUT1', '👍'), live)).toEqual({
      type: 'reaction',
      chatId: CUSTOMER_PN,
      messageId: 'OUT1',
      emoji: '👍',
      fromMe: false,
      sender: { phone: '5511999990000', pushName: 'Ana' },
    });
  });

  it('maps a removed reaction to an empty emoji', () => {
    expect(mapUpsert(fx.reaction('R2', 'OUT1', ''), live)).toMatchObject({ type: 'reaction', emoji: '' });
  });

  it('ignores other protocol messages (history sync notices, key shares)', () => {
    const m = wa({ key: key('P3'), message: { protocolMessage: { type: proto.Message.ProtocolMessage.Type.HISTORY_SYNC_NOTIFICATION, key: key('M1') } } });
    expect(mapUpsert(m, live)).toBeNull();
  });
});
