import { describe, expect, it } from 'vitest';
import { WAMessageStatus, type WACallEvent } from '@whiskeysockets/baileys';
import { mapCall, mapContacts, mapLidMappings, mapMessageUpdate, mapReceipt, sendErrorOf } from './status-mapping.js';
import { CUSTOMER_LID, CUSTOMER_PN, GROUP, key } from './testing/fixtures.js';

const ours = (id: string) => key(id, { fromMe: true });

describe('1:1 acks from messages.update', () => {
  it.each([
    [WAMessageStatus.PENDING, 1],
    [WAMessageStatus.SERVER_ACK, 2],
    [WAMessageStatus.DELIVERY_ACK, 3],
    [WAMessageStatus.READ, 4],
    [WAMessageStatus.PLAYED, 5],
  ])('maps status %i to ack %i', (status, ack) => {
    expect(mapMessageUpdate({ key: ours('OUT1'), update: { status } })).toEqual({ type: 'ack', chatId: CUSTOMER_PN, messageId: 'OUT1', ack });
  });

  it('ignores a READ of a customer message (our own other device read it)', () => {
    expect(mapMessageUpdate({ key: key('IN1'), update: { status: WAMessageStatus.READ } })).toBeNull();
  });

  it('ignores updates without a status (edits and revokes come from their protocol messages)', () => {
    expect(mapMessageUpdate({ key: ours('OUT1'), update: { message: { editedMessage: { message: { conversation: 'x' } } } } })).toBeNull();
  });

  it('does not turn an ERROR into an ack but reports its code', () => {
    const update = { key: ours('OUT2'), update: { status: WAMessageStatus.ERROR, messageStubParameters: ['463'] } };
    expect(mapMessageUpdate(update)).toBeNull();
    expect(sendErrorOf(update)).toEqual({ messageId: 'OUT2', code: '463' });
  });
});

describe('group receipts from message-receipt.update', () => {
  it('maps delivered, read and played receipts of our group message', () => {
    const k = { remoteJid: GROUP, fromMe: true, id: 'G1' };
    expect(mapReceipt({ key: k, receipt: { userJid: CUSTOMER_PN, receiptTimestamp: 1 } })).toEqual({ type: 'ack', chatId: GROUP, messageId: 'G1', ack: 3 });
    expect(mapReceipt({ key: k, receipt: { userJid: CUSTOMER_PN, readTimestamp: 2 } })).toMatchObject({ ack: 4 });
    expect(mapReceipt({ key: k, receipt: { userJid: CUSTOMER_PN, playedTimestamp: 3 } })).toMatchObject({ ack: 5 });
  });

  it('ignores receipts of messages that are not ours', () => {
    expect(mapReceipt({ key: { remoteJid: GROUP, fromMe: false, id: 'G2' }, receipt: { userJid: CUSTOMER_PN, readTimestamp: 2 } })).toBeNull();
  });
});

describe('calls', () => {
  const call = (status: WACallEvent['status']): WACallEvent => ({
    chatId: CUSTOMER_LID,
    from: CUSTOMER_LID,
    callerPn: CUSTOMER_PN,
    id: 'CALL1',
    date: new Date(),
    status,
    isVideo: true,
    offline: false,
  });

  it('maps an offer with the caller LID and phone', () => {
    expect(mapCall(call('offer'))).toEqual({
      type: 'call',
      callId: 'CALL1',
      from: { lid: CUSTOMER_LID, phone: '5511999990000' },
      isVideo: true,
      status: 'offer',
    });
  });

  it('drops transport chatter', () => {
    expect(mapCall(call('ringing'))).toBeNull();
    expect(mapCall(call('relaylatency'))).toBeNull();
  });
});

describe('contacts', () => {
  it('maps v7 contacts with LID, phone, push name and address-book name', () => {
    expect(mapContacts([{ id: CUSTOMER_LID, phoneNumber: CUSTOMER_PN, notify: 'Ana', name: 'Ana Souza' }, { id: '5511777770000@s.whatsapp.net' }])).toEqual({
      type: 'contacts',
      contacts: [{ lid: CUSTOMER_LID, phone: '5511999990000', pushName: 'Ana', name: 'Ana Souza' }, { phone: '5511777770000' }],
    });
  });

  it('skips groups and broadcasts', () => {
    expect(mapContacts([{ id: GROUP, notify: 'grupo' }, { id: 'status@broadcast' }])).toBeNull();
  });

  it('maps LID ↔ phone pairs, with or without the server part', () => {
    expect(
      mapLidMappings([
        { lid: CUSTOMER_LID, pn: CUSTOMER_PN },
        { lid: '999', pn: '5511666660000' },
      ]),
    ).toEqual({
      type: 'contacts',
      contacts: [
        { lid: CUSTOMER_LID, phone: '5511999990000' },
        { lid: '999@lid', phone: '5511666660000' },
      ],
    });
  });
});
