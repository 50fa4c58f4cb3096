import { describe, expect, it } from 'vitest';
import { Message } from '../../models/index.js';
import { inbound, pipelineTenant, published, storeSentMessage } from './testing/pipeline.js';
import { useWhatsappProcess } from '../../test/whatsapp-process.js';

const PHONE = '5511977776666';
type UpdateEvent = {
  action: string;
  message: {
    id: number;
    ack: number;
    body: string;
    isEdited: boolean;
    isDeleted: boolean;
    reaction: string | null;
    reactions: { emoji: string; fromMe: boolean }[];
  };
};

// Profile pictures of new contacts are asked of a real whatsapp process (no live session here: ignored).
useWhatsappProcess();

/** A tenant with one customer message and one of our messages stored. */
async function conversation() {
  const tenant = await pipelineTenant();
  const customer = inbound(PHONE, { body: 'pergunta' });
  const first = await tenant.receive(customer);
  const ours = await storeSentMessage(tenant.ctx, first.ticketId ?? 0, 'resposta');
  const chatId = `${PHONE}@s.whatsapp.net`;
  const reload = (id: number) => Message.findOne({ where: { id, companyId: tenant.company.id } });
  const updates = () => published<UpdateEvent>(tenant.company, 'appMessage').filter((e) => e.action === 'update');
  return { ...tenant, chatId, customerWid: customer.message.id, customerId: first.messageId ?? 0, ours, reload, updates };
}

describe('acks', () => {
  it('only ever raise: 3 then 2 stays 3, and only a change is published', async () => {
    const { chatId, ours, receive, reload, updates } = await conversation();
    const ack = (value: 1 | 2 | 3) => receive({ type: 'ack', chatId, messageId: ours.wid ?? '', ack: value });
    expect((await ack(3)).outcome).toBe('updated');
    expect((await ack(2)).outcome).toBe('ignored');
    expect((await ack(3)).outcome).toBe('ignored');
    expect((await reload(ours.id))?.ack).toBe(3);
    expect(updates()).toMatchObject([{ action: 'update', message: { id: ours.id, ack: 3 } }]);
  });

  it('ignores an ack of a message that is not stored', async () => {
    const { chatId, receive, updates } = await conversation();
    expect((await receive({ type: 'ack', chatId, messageId: 'UNKNOWN', ack: 2 })).outcome).toBe('ignored');
    expect(updates()).toEqual([]);
  });
});

describe('edits, revokes and reactions', () => {
  it('applies an edit once: new body and isEdited', async () => {
    const { chatId, customerWid, customerId, receive, reload, updates } = await conversation();
    const edit = { type: 'edit', chatId, messageId: customerWid, body: 'pergunta corrigida' } as const;
    expect((await receive(edit)).outcome).toBe('updated');
    expect((await receive(edit)).outcome).toBe('ignored');
    expect(await reload(customerId)).toMatchObject({ body: 'pergunta corrigida', isEdited: true });
    expect(updates()).toMatchObject([{ message: { id: customerId, body: 'pergunta corrigida', isEdited: true } }]);
  });

  it('marks a revoked message deleted and hides its body from the DTO', async () => {
    const { chatId, customerWid, customerId, receive, reload, updates } = await conversation();
    await receive({ type: 'revoke', chatId, messageId: customerWid });
    expect(await reload(customerId)).toMatchObject({ isDeleted: true, body: 'pergunta' });
    expect(updates()).toMatchObject([{ message: { id: customerId, isDeleted: true, body: '' } }]);
    // An edit after the revoke does not bring it back.
    expect((await receive({ type: 'edit', chatId, messageId: customerWid, body: 'x' })).outcome).toBe('ignored');
  });

  it('sets a reaction, replaces it, and removes it with an empty emoji', async () => {
    const { chatId, ours, receive, reload, updates } = await conversation();
    const react = (emoji: string) => receive({ type: 'reaction', chatId, messageId: ours.wid ?? '', emoji, fromMe: false, sender: { phone: PHONE } });
    await react('👍');
    expect((await react('👍')).outcome).toBe('ignored');
    await react('❤️');
    expect((await reload(ours.id))?.reactions).toEqual([{ by: PHONE, emoji: '❤️', fromMe: false }]);
    await react('');
    expect((await reload(ours.id))?.reactions).toEqual([]);
    expect(updates().map((e) => e.message.reaction)).toEqual(['👍', '❤️', null]);
    expect(updates().map((e) => e.message.reactions)).toEqual([[{ emoji: '👍', fromMe: false }], [{ emoji: '❤️', fromMe: false }], []]);
  });

  it("keeps one reaction per reactor: ours (and its echo) beside the customer's", async () => {
    const { chatId, customerWid, customerId, receive, reload } = await conversation();
    await receive({ type: 'reaction', chatId, messageId: customerWid, emoji: '🙏', fromMe: false, sender: { phone: PHONE } });
    expect((await receive({ type: 'reaction', chatId, messageId: customerWid, emoji: '👍', fromMe: true, sender: {} })).outcome).toBe('updated');
    expect((await receive({ type: 'reaction', chatId, messageId: customerWid, emoji: '👍', fromMe: true, sender: {} })).outcome).toBe('ignored');
    expect((await reload(customerId))?.reactions).toEqual([
      { by: PHONE, emoji: '🙏', fromMe: false },
      { by: 'me', emoji: '👍', fromMe: true },
    ]);
  });
});

describe('contacts events', () => {
  it('update the known contact through the pipeline entry', async () => {
    const { company, receive } = await pipelineTenant();
    await receive(inbound(PHONE, { sender: { phone: PHONE } }));
    const result = await receive({ type: 'contacts', contacts: [{ phone: PHONE, lid: '99887766@lid', name: 'Maria Souza' }] });
    expect(result.outcome).toBe('updated');
    expect(published(company, 'contact')).toMatchObject([{ action: 'update', contact: { number: PHONE, name: 'Maria Souza' } }]);
    expect((await receive({ type: 'contacts', contacts: [{ phone: '5511900000001', name: 'Ninguém' }] })).outcome).toBe('ignored');
  });
});
