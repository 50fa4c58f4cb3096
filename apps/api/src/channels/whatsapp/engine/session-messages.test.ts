import { Boom } from '@hapi/boom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WAMessageStatus, type WAMessage } from '@whiskeysockets/baileys';
import { WhatsappSentMessage } from '../../../models/index.js';
import type { EngineEvent, EngineMessage } from '../types.js';
import { CUSTOMER_LID, CUSTOMER_PN, GROUP, fx, key } from './testing/fixtures.js';
import { pairedSetup, settle, setup, stopSessions } from './testing/session-harness.js';

// Traffic through a connected session: Baileys events in, engine events out, in order and once.

afterEach(stopSessions);

const messages = (events: EngineEvent[]): EngineMessage[] => events.flatMap((e) => (e.type === 'message' ? [e.message] : []));
const ofType = <T extends EngineEvent['type']>(events: EngineEvent[], type: T) => events.filter((e): e is Extract<EngineEvent, { type: T }> => e.type === type);

describe('inbound traffic', () => {
  it('emits live and backlog messages in order, a stub only once its content arrives, and duplicates once', async () => {
    const { factory, events } = await pairedSetup();
    const { ev } = factory.latest();
    ev.emit('messages.upsert', { type: 'notify', messages: [fx.text('M1', 'oi'), fx.undecryptable('X1')] });
    ev.emit('messages.upsert', { type: 'append', messages: [fx.text('M2', 'enviada enquanto offline')] });
    ev.emit('messages.upsert', { type: 'notify', messages: [fx.text('X1', 'agora decifrada')] });
    ev.emit('messages.upsert', { type: 'notify', messages: [fx.text('M1', 'oi')] });
    await vi.waitFor(() => expect(messages(events)).toHaveLength(3));
    await settle();
    expect(messages(events).map((m) => [m.id, m.body, Boolean(m.backlog)])).toEqual([
      ['M1', 'oi', false],
      ['M2', 'enviada enquanto offline', true],
      ['X1', 'agora decifrada', false],
    ]);
  });

  it('names the group and its LID participant with the phone alternative', async () => {
    const { factory, events } = await pairedSetup();
    factory.latest().ev.emit('messages.upsert', { type: 'notify', messages: [fx.group('G1', 'bom dia', CUSTOMER_LID, CUSTOMER_PN)] });
    await vi.waitFor(() => expect(messages(events)).toHaveLength(1));
    expect(messages(events)[0]).toMatchObject({
      chatId: GROUP,
      isGroup: true,
      groupName: 'Clientes VIP',
      sender: { lid: CUSTOMER_LID, phone: '5511999990000' },
    });
  });

  it('still emits a media message whose file could not be downloaded', async () => {
    const { factory, events } = await pairedSetup();
    factory.latest().ev.emit('messages.upsert', { type: 'notify', messages: [fx.image('IMG1', 'foto', 'http://127.0.0.1:9/expired')] });
    await vi.waitFor(() => expect(messages(events)).toHaveLength(1));
    expect(messages(events)[0]).toMatchObject({ id: 'IMG1', body: 'foto', mediaType: 'image' });
    expect(messages(events)[0].media).toBeUndefined();
  });

  it('emits one edit, revoke and reaction each, from the protocol messages, not again from the derived events', async () => {
    const { factory, events } = await pairedSetup();
    const { ev } = factory.latest();
    ev.emit('messages.upsert', { type: 'notify', messages: [fx.edit('P1', 'M1', 'oi!'), fx.revoke('P2', 'M2'), fx.reaction('P3', 'OUT1', '❤️')] });
    ev.emit('messages.update', [
      { key: key('M1'), update: { message: { editedMessage: { message: { conversation: 'oi!' } } } } },
      { key: key('M2'), update: { message: null, messageStubType: 1 } },
    ]);
    ev.emit('messages.reaction', [{ key: key('OUT1', { fromMe: true }), reaction: { key: key('P3'), text: '❤️' } }]);
    await vi.waitFor(() => expect(events.filter((e) => e.type !== 'status')).toHaveLength(3));
    await settle();
    expect(events.filter((e) => e.type !== 'status')).toEqual([
      { type: 'edit', chatId: CUSTOMER_PN, messageId: 'M1', body: 'oi!' },
      { type: 'revoke', chatId: CUSTOMER_PN, messageId: 'M2' },
      expect.objectContaining({ type: 'reaction', messageId: 'OUT1', emoji: '❤️' }),
    ]);
  });

  it('turns 1:1 status updates and group receipts into acks', async () => {
    const { factory, events } = await pairedSetup();
    const { ev } = factory.latest();
    ev.emit('messages.update', [{ key: key('OUT1', { fromMe: true }), update: { status: WAMessageStatus.DELIVERY_ACK } }]);
    ev.emit('messages.update', [{ key: key('OUT1', { fromMe: true }), update: { status: WAMessageStatus.READ } }]);
    ev.emit('message-receipt.update', [{ key: { remoteJid: GROUP, fromMe: true, id: 'OUT2' }, receipt: { userJid: CUSTOMER_PN, readTimestamp: 1 } }]);
    await vi.waitFor(() => expect(ofType(events, 'ack')).toHaveLength(3));
    // Chats are processed independently; within a chat the order holds.
    const acks = ofType(events, 'ack');
    expect(acks.filter((e) => e.chatId === CUSTOMER_PN).map((e) => [e.messageId, e.ack])).toEqual([
      ['OUT1', 3],
      ['OUT1', 4],
    ]);
    expect(acks.filter((e) => e.chatId === GROUP).map((e) => [e.messageId, e.ack])).toEqual([['OUT2', 4]]);
  });

  it('reads a receipt folded into its message by the event buffer', async () => {
    const { factory, events } = await pairedSetup();
    const { ev } = factory.latest();
    ev.buffer();
    ev.emit('messages.upsert', { type: 'notify', messages: [fx.text('PH1', 'enviada do celular', { fromMe: true })] });
    ev.emit('messages.update', [{ key: key('PH1', { fromMe: true }), update: { status: WAMessageStatus.DELIVERY_ACK } }]);
    ev.flush();
    await vi.waitFor(() => expect(ofType(events, 'ack')).toEqual([{ type: 'ack', chatId: CUSTOMER_PN, messageId: 'PH1', ack: 3 }]));
    expect(messages(events).map((m) => m.id)).toEqual(['PH1']);
  });

  it('reports contacts and LID mappings once, and calls', async () => {
    const { factory, events } = await pairedSetup();
    const { ev } = factory.latest();
    ev.emit('contacts.update', [{ id: CUSTOMER_PN, notify: 'Ana' }]);
    ev.emit('contacts.update', [{ id: CUSTOMER_PN, notify: 'Ana' }]);
    ev.emit('lid-mapping.update', { lid: CUSTOMER_LID, pn: CUSTOMER_PN });
    ev.emit('call', [{ chatId: CUSTOMER_PN, from: CUSTOMER_PN, id: 'C1', date: new Date(), status: 'offer', offline: false }]);
    await vi.waitFor(() => expect(ofType(events, 'call')).toHaveLength(1));
    await settle();
    expect(ofType(events, 'contacts').map((e) => e.contacts)).toEqual([
      [{ phone: '5511999990000', pushName: 'Ana' }],
      [{ lid: CUSTOMER_LID, phone: '5511999990000' }],
    ]);
  });
});

describe('actions', () => {
  it('sends under our id, keeps the content for Baileys retries and reports the sent tick', async () => {
    const { session, factory, events, whatsappId } = await pairedSetup();
    const socket = factory.latest();
    const sent = await session.send({ to: CUSTOMER_PN, id: 'OUT-A1', body: 'Olá, Ana' });
    expect(sent.id).toBe('OUT-A1');
    expect(socket.sendMessage).toHaveBeenCalledWith(CUSTOMER_PN, { text: 'Olá, Ana' }, expect.objectContaining({ messageId: 'OUT-A1' }));
    expect(await WhatsappSentMessage.count({ where: { whatsappId, messageId: 'OUT-A1' } })).toBe(1);
    const retried = await socket.config.getMessage?.({ remoteJid: CUSTOMER_PN, id: 'OUT-A1', fromMe: true });
    expect(retried?.extendedTextMessage?.text ?? retried?.conversation).toBe('Olá, Ana');
    expect(ofType(events, 'ack')).toContainEqual({ type: 'ack', chatId: CUSTOMER_PN, messageId: 'OUT-A1', ack: 1 });
  });

  it('quotes a recent customer message with its content', async () => {
    const { session, factory, events } = await pairedSetup();
    const socket = factory.latest();
    socket.ev.emit('messages.upsert', { type: 'notify', messages: [fx.text('IN9', 'qual o prazo?')] });
    await vi.waitFor(() => expect(messages(events)).toHaveLength(1));
    await session.send({ to: CUSTOMER_PN, body: 'amanhã', quotedId: 'IN9' });
    const options = vi.mocked(socket.sendMessage).mock.calls[0][2];
    expect(options?.quoted?.message?.conversation).toBe('qual o prazo?');
  });

  it('marks group messages read with their authors', async () => {
    const { session, factory, events } = await pairedSetup();
    const socket = factory.latest();
    socket.ev.emit('messages.upsert', { type: 'notify', messages: [fx.group('G7', 'oi', CUSTOMER_LID)] });
    await vi.waitFor(() => expect(messages(events)).toHaveLength(1));
    await session.markRead(GROUP, ['G7']);
    expect(socket.readMessages).toHaveBeenCalledWith([{ remoteJid: GROUP, id: 'G7', fromMe: false, participant: CUSTOMER_LID }]);
  });

  it('edits and deletes through protocol messages', async () => {
    const { session, factory } = await pairedSetup();
    const socket = factory.latest();
    await session.edit(CUSTOMER_PN, 'OUT-A1', 'corrigido');
    await session.deleteForEveryone(CUSTOMER_PN, 'OUT-A1', true);
    const relayed = await Promise.all(vi.mocked(socket.sendMessage).mock.results.map((r) => r.value as Promise<WAMessage>));
    expect(relayed.map((m) => m.message?.protocolMessage?.type)).toEqual([14, 0]);
    expect(relayed.map((m) => m.message?.protocolMessage?.key?.id)).toEqual(['OUT-A1', 'OUT-A1']);
  });

  it('reacts with a reaction message naming the target (a group member\'s with its author); "" takes it back', async () => {
    const { session, factory, events } = await pairedSetup();
    const socket = factory.latest();
    socket.ev.emit('messages.upsert', { type: 'notify', messages: [fx.group('G8', 'oi', CUSTOMER_LID)] });
    await vi.waitFor(() => expect(messages(events)).toHaveLength(1));
    await session.react(CUSTOMER_PN, 'OUT-A1', '👍', true);
    await session.react(GROUP, 'G8', '', false);
    const relayed = await Promise.all(vi.mocked(socket.sendMessage).mock.results.map((r) => r.value as Promise<WAMessage>));
    expect(relayed.map((m) => m.message?.reactionMessage?.text)).toEqual(['👍', '']);
    expect(relayed.map((m) => m.message?.reactionMessage?.key)).toMatchObject([
      { remoteJid: CUSTOMER_PN, fromMe: true, id: 'OUT-A1' },
      { remoteJid: GROUP, fromMe: false, id: 'G8', participant: CUSTOMER_LID },
    ]);
  });

  it('checks numbers and tolerates a hidden profile picture', async () => {
    const { session } = await pairedSetup();
    expect(await session.checkNumber('+55 11 99999-0000')).toEqual({ exists: true, jid: '5511999990000@s.whatsapp.net' });
    expect(await session.checkNumber('5511912345678')).toEqual({ exists: false });
    expect(await session.profilePicture(CUSTOMER_PN)).toBeNull();
  });

  it('answers "not initialized" while the connection is not open', async () => {
    const { session, factory } = await setup();
    await session.start();
    factory.latest().showQr('QR');
    await expect(session.send({ to: CUSTOMER_PN, body: 'oi' })).rejects.toMatchObject({ code: 'ERR_WAPP_NOT_INITIALIZED', status: 409 });
  });

  it('answers "not initialized" when the socket drops mid-send (Boom 428)', async () => {
    const { session, factory } = await pairedSetup();
    vi.mocked(factory.latest().sendMessage).mockRejectedValueOnce(new Boom('Connection Closed', { statusCode: 428 }));
    await expect(session.send({ to: CUSTOMER_PN, body: 'oi' })).rejects.toMatchObject({ code: 'ERR_WAPP_NOT_INITIALIZED' });
  });
});
