import { describe, expect, it } from 'vitest';
import { saveCompanyFile } from '../../core/storage.js';
import { Contact, Message, TicketTraking } from '../../models/index.js';
import { createQueue } from '../../test/factories.js';
import { useWhatsappProcess } from '../../test/whatsapp-process.js';
import { receiveEngineEvent } from './receive-engine-event.js';
import { findTicket, inbound, messagesOf, pipelineTenant, published, setSetting, storeSentMessage, ticketsOf } from './testing/pipeline.js';

const PHONE = '5511988887777';
type AppMessageEvent = {
  action: string;
  message: { id: number; body: string };
  ticket: { id: number; status: string; unreadMessages: number };
  contact: { id: number };
};

// Profile pictures are asked of a real whatsapp process; a connection without a live session there answers
// 409, which the pipeline ignores like any failed picture.
useWhatsappProcess();

describe('receiving a customer message', () => {
  it('creates the contact, a pending ticket with its tracking row, the message, and publishes after commit', async () => {
    const { company, connection, receive } = await pipelineTenant({ live: true });
    // The sandbox shows a profile picture for numbers ending in 4242.
    const PHONE = '5511988884242';
    const result = await receive(inbound(PHONE, { body: 'Olá!' }));
    await result.background;
    expect(result.outcome).toBe('created');
    const [ticket] = await ticketsOf(company);
    expect(ticket).toMatchObject({ status: 'pending', unreadMessages: 1, lastMessage: 'Olá!', whatsappId: connection.id, queueId: null, userId: null });
    const contact = await Contact.findOne({ where: { id: ticket.contactId, companyId: company.id } });
    expect(contact).toMatchObject({ name: 'Maria Cliente', number: PHONE, whatsappId: connection.id });
    expect(await messagesOf(company)).toMatchObject([
      { ticketId: ticket.id, contactId: contact?.id, body: 'Olá!', fromMe: false, ack: 0, read: false, mediaType: 'chat' },
    ]);
    const trackings = await TicketTraking.findAll({ where: { companyId: company.id, ticketId: ticket.id } });
    expect(trackings).toHaveLength(1);
    expect(trackings[0].queuedAt).toBeInstanceOf(Date);
    expect(published<AppMessageEvent>(company, 'appMessage')).toMatchObject([
      { action: 'create', message: { id: result.messageId, body: 'Olá!' }, ticket: { id: ticket.id, unreadMessages: 1 }, contact: { id: contact?.id } },
    ]);
    expect(published(company, 'ticket')).toMatchObject([{ action: 'update', ticket: { id: ticket.id, status: 'pending', lastMessage: 'Olá!' } }]);
    // In the background, the contact gets the picture its WhatsApp shows.
    const picture = `https://pps.whatsapp.net/sandbox/${PHONE}.jpg`;
    expect(await Contact.findOne({ where: { id: contact?.id, companyId: company.id } })).toMatchObject({ profilePicUrl: picture });
    expect(published(company, 'contact')).toMatchObject([{ action: 'update', contact: { id: contact?.id, profilePicUrl: picture } }]);
  });

  it('stores a re-delivered message once and publishes it once', async () => {
    const { company, receive } = await pipelineTenant();
    const event = inbound(PHONE);
    expect((await receive(event)).outcome).toBe('created');
    expect((await receive(event)).outcome).toBe('duplicate');
    expect(await messagesOf(company)).toHaveLength(1);
    expect((await ticketsOf(company))[0].unreadMessages).toBe(1);
    expect(published(company, 'appMessage')).toHaveLength(1);
  });

  it('stores one row when two workers deliver the same message at once', async () => {
    const { company, receive } = await pipelineTenant();
    const event = inbound(PHONE);
    const outcomes = await Promise.all([receive(event), receive(event)]);
    expect(outcomes.map((r) => r.outcome).sort()).toEqual(['created', 'duplicate']);
    expect(await messagesOf(company)).toHaveLength(1);
    expect(await ticketsOf(company)).toHaveLength(1);
    expect(await Contact.count({ where: { companyId: company.id } })).toBe(1);
    expect(published(company, 'appMessage')).toHaveLength(1);
  });

  it('puts two first messages of a new customer racing each other in one ticket of one contact', async () => {
    const { company, receive } = await pipelineTenant();
    await Promise.all([receive(inbound(PHONE, { body: 'um' })), receive(inbound(PHONE, { body: 'dois' }))]);
    const tickets = await ticketsOf(company);
    expect(tickets).toHaveLength(1);
    expect(tickets[0].unreadMessages).toBe(2);
    expect(await messagesOf(company)).toHaveLength(2);
    expect(await TicketTraking.count({ where: { companyId: company.id } })).toBe(1);
  });

  it('keeps one contact and one ticket for a person who writes by LID, then by phone once WhatsApp pairs them', async () => {
    const { company, receive } = await pipelineTenant();
    const lid = '123456789012345@lid';
    await receive(inbound(PHONE, { chatId: lid, sender: { lid, pushName: 'Bia' } }));
    await receive(inbound(PHONE, { chatId: lid, sender: { lid, phone: PHONE, pushName: 'Bia' } }));
    await receive(inbound(PHONE, { sender: { phone: PHONE } }));
    expect(await Contact.findAll({ where: { companyId: company.id } })).toMatchObject([{ lid, number: PHONE, name: 'Bia' }]);
    expect(await ticketsOf(company)).toMatchObject([{ unreadMessages: 3 }]);
  });

  it('counts unread customer messages', async () => {
    const { company, receive } = await pipelineTenant();
    for (const body of ['a', 'b', 'c']) await receive(inbound(PHONE, { body }));
    expect(await ticketsOf(company)).toMatchObject([{ unreadMessages: 3, lastMessage: 'c' }]);
  });

  it('reopens a closed ticket as pending without queue or user, in a new tracking cycle', async () => {
    const { company, agent, receive } = await pipelineTenant();
    const queue = await createQueue(company);
    const first = await receive(inbound(PHONE));
    const ticket = (await findTicket(company, first.ticketId ?? 0))!;
    await ticket.update({ status: 'closed', queueId: queue.id, userId: agent.user.id, unreadMessages: 0 });
    await receive(inbound(PHONE, { body: 'voltei' }));
    expect(await findTicket(company, ticket.id)).toMatchObject({ status: 'pending', queueId: null, userId: null, unreadMessages: 1, lastMessage: 'voltei' });
    expect(await TicketTraking.count({ where: { companyId: company.id, ticketId: ticket.id } })).toBe(2);
    expect(await ticketsOf(company)).toHaveLength(1);
  });

  it('never reopens a closed ticket for a re-delivered message', async () => {
    const { company, receive } = await pipelineTenant();
    const event = inbound(PHONE);
    const first = await receive(event);
    await (await findTicket(company, first.ticketId ?? 0))!.update({ status: 'closed' });
    expect((await receive(event)).outcome).toBe('duplicate');
    expect((await findTicket(company, first.ticketId ?? 0))?.status).toBe('closed');
  });

  it('links a quoted message by its WhatsApp id', async () => {
    const { company, receive } = await pipelineTenant();
    const original = inbound(PHONE, { body: 'pergunta' });
    await receive(original);
    const reply = await receive(inbound(PHONE, { body: 'complemento', quotedId: original.message.id }));
    const unknown = await receive(inbound(PHONE, { body: 'solto', quotedId: 'NOT-STORED' }));
    const rows = await messagesOf(company);
    expect(rows.find((m) => m.id === reply.messageId)?.quotedMsgId).toBe(rows[0].id);
    expect(rows.find((m) => m.id === unknown.messageId)?.quotedMsgId).toBeNull();
    expect(published<{ message: { quotedMsg: unknown } }>(company, 'appMessage')[1].message.quotedMsg).toMatchObject({ id: rows[0].id, body: 'pergunta' });
  });
});

describe('message content', () => {
  it('links media the provider stored in the company folder, and nothing outside it', async () => {
    const { company, receive } = await pipelineTenant();
    const path = await saveCompanyFile(company.id, 'media', Buffer.from('fake-jpeg'), 'image/jpeg');
    const media = { path, mimetype: 'image/jpeg', filename: 'foto.jpg', size: 9 };
    const stored = await receive(inbound(PHONE, { body: 'veja', mediaType: 'image', media }));
    const foreign = await receive(inbound(PHONE, { body: '', mediaType: 'image', media: { ...media, path: 'companies/999999/media/x.jpg' } }));
    const rows = await messagesOf(company);
    expect(rows.find((m) => m.id === stored.messageId)).toMatchObject({
      mediaType: 'image',
      mediaPath: path,
      mimetype: 'image/jpeg',
      filename: 'foto.jpg',
      body: 'veja',
    });
    expect(rows.find((m) => m.id === foreign.messageId)).toMatchObject({ mediaType: 'image', mediaPath: null });
  });

  it('keeps a location as its map link and name, and a vCard as the card', async () => {
    const { company, receive } = await pipelineTenant();
    const vcard = 'BEGIN:VCARD\nVERSION:3.0\nFN:João Silva\nTEL;waid=5511912345678:+5511912345678\nEND:VCARD';
    await receive(inbound(PHONE, { mediaType: 'locationMessage', body: 'Loja', location: { latitude: -23.5, longitude: -46.6, name: 'Loja' } }));
    await receive(inbound(PHONE, { mediaType: 'vcard', body: 'João Silva', vcard }));
    const [location, card] = await messagesOf(company);
    expect(location).toMatchObject({ mediaType: 'locationMessage', body: 'https://maps.google.com/maps?q=-23.5%2C-46.6&z=17\nLoja' });
    expect(card).toMatchObject({ mediaType: 'vcard', body: vcard });
    expect((await ticketsOf(company))[0].lastMessage).toBe('João Silva');
  });
});

describe('groups', () => {
  const groupMessage = (overrides = {}) =>
    inbound(PHONE, { chatId: '120363011112222333@g.us', isGroup: true, groupName: 'Equipe Vendas', sender: { phone: PHONE, pushName: 'Ana' }, ...overrides });

  it('ignores group messages while CheckMsgIsGroup is enabled (the default)', async () => {
    const { company, receive } = await pipelineTenant();
    expect((await receive(groupMessage())).outcome).toBe('ignored');
    expect(await messagesOf(company)).toHaveLength(0);
    expect(await Contact.count({ where: { companyId: company.id } })).toBe(0);
  });

  it('gives groups a group contact and ticket when CheckMsgIsGroup is disabled; messages name their author', async () => {
    const { company, receive } = await pipelineTenant();
    await setSetting(company, 'CheckMsgIsGroup', 'disabled');
    const result = await receive(groupMessage());
    const ticket = await findTicket(company, result.ticketId ?? 0);
    const group = await Contact.findOne({ where: { id: ticket?.contactId ?? 0, companyId: company.id } });
    expect(group).toMatchObject({ isGroup: true, number: '120363011112222333', name: 'Equipe Vendas' });
    expect(ticket).toMatchObject({ isGroup: true, status: 'pending' });
    const [message] = await messagesOf(company);
    const author = await Contact.findOne({ where: { id: message.contactId ?? 0, companyId: company.id } });
    expect(author).toMatchObject({ name: 'Ana', number: PHONE, isGroup: false });
    expect(message.participant).toBe(`${PHONE}@s.whatsapp.net`);
  });
});

describe('messages from the phone itself', () => {
  it('stores a message typed on the phone as fromMe, without unread, in the customer ticket', async () => {
    const { company, receive } = await pipelineTenant();
    await receive(inbound(PHONE, { body: 'oi' }));
    // Baileys describes the customer (the peer) as the sender of our own messages in a 1:1 chat, without a push name.
    const mine = await receive(inbound(PHONE, { fromMe: true, body: 'respondi pelo celular', sender: { phone: PHONE } }));
    expect(mine.outcome).toBe('created');
    expect(await messagesOf(company)).toMatchObject([{ fromMe: false }, { fromMe: true, ack: 1, read: true, contactId: null }]);
    expect(await ticketsOf(company)).toMatchObject([{ unreadMessages: 1, lastMessage: 'respondi pelo celular' }]);
  });

  it('records a phone message in a closed ticket without reopening it', async () => {
    const { company, receive } = await pipelineTenant();
    const first = await receive(inbound(PHONE));
    await (await findTicket(company, first.ticketId ?? 0))!.update({ status: 'closed' });
    await receive(inbound(PHONE, { fromMe: true, body: 'obrigado!', sender: { phone: PHONE } }));
    expect(await findTicket(company, first.ticketId ?? 0)).toMatchObject({ status: 'closed', lastMessage: 'obrigado!' });
  });

  it('never duplicates the echo of a message we sent', async () => {
    const { company, ctx, receive } = await pipelineTenant();
    const first = await receive(inbound(PHONE));
    const sent = await storeSentMessage(ctx, first.ticketId ?? 0, 'resposta');
    const before = published(company, 'appMessage').length;
    const echo = await receive(inbound(PHONE, { id: sent.wid ?? '', fromMe: true, body: 'resposta', sender: { phone: PHONE } }));
    expect(echo.outcome).toBe('duplicate');
    expect(await Message.count({ where: { companyId: company.id, fromMe: true } })).toBe(1);
    expect(published(company, 'appMessage')).toHaveLength(before);
  });

  it('drops events naming a connection of another company', async () => {
    const mine = await pipelineTenant();
    const other = await pipelineTenant();
    expect((await receiveEngineEvent(other.ctx, mine.connection.id, inbound(PHONE))).outcome).toBe('ignored');
    expect(await messagesOf(other.company)).toHaveLength(0);
    expect(await messagesOf(mine.company)).toHaveLength(0);
  });
});
