import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { logger } from '../../core/logger.js';
import { useWhatsappGatewayUrl, whatsappGateway } from '../../core/whatsapp-gateway.js';
import { Message, SandboxMessage, Ticket, Whatsapp } from '../../models/index.js';
import { eventsFor } from '../../test/events.js';
import { createUser } from '../../test/factories.js';
import { api, bearer } from '../../test/http.js';
import { startWhatsappProcess } from '../../test/whatsapp-process.js';
import { ACK_FAILED } from '../messages/outbox.js';
import { settleOutbox } from '../messages/outbox-sender.js';
import { createContact, createTicketRow, joinQueues, setSetting, ticketsTenant } from './ticket-factories.test-kit.js';

// Greeting and transfer notices go through the real whatsapp process (session manager, sandbox provider,
// gateway) booted here; the sandbox's outbox is what the customer's phone received.
let whatsappProcess: Awaited<ReturnType<typeof startWhatsappProcess>>;
beforeAll(async () => {
  whatsappProcess = await startWhatsappProcess();
});
afterAll(async () => {
  await settleOutbox();
  await whatsappProcess.close();
});

async function waitForStatus(companyId: number, id: number, status: string) {
  const deadline = Date.now() + 5000;
  while (Date.now() < deadline) {
    const row = await Whatsapp.findOne({ where: { id, companyId } });
    if (row?.status === status) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`connection ${id} never reached ${status}`);
}

/** A tickets tenant whose default connection is a connected sandbox phone, with a named attendant in Vendas. */
async function connectedTenant() {
  const t = await ticketsTenant();
  await whatsappGateway().startSession(t.company.id, t.connection.id);
  await waitForStatus(t.company.id, t.connection.id, 'qrcode');
  await whatsappGateway().sandbox(t.company.id, t.connection.id, 'scan', {});
  await waitForStatus(t.company.id, t.connection.id, 'CONNECTED');
  const ana = await createUser(t.company, { name: 'Ana Lima' });
  await joinQueues(ana.user, [t.sales]);
  return { ...t, ana };
}

const outbox = (companyId: number, whatsappId: number) =>
  SandboxMessage.findAll({ where: { companyId, whatsappId, direction: 'out' }, order: [['createdAt', 'ASC']] });
const automaticMessages = (companyId: number, ticketId: number) =>
  Message.findAll({ where: { companyId, ticketId, fromMe: true, isAutomatic: true }, order: [['id', 'ASC']] });
const accept = (token: string, id: number, userId: number) => api().put(`/tickets/${id}`).set(bearer(token)).send({ status: 'open', userId });

describe('greeting on accept (sendGreetingAccepted)', () => {
  it("sends the greeting signed with the agent's name in Portuguese and stores it as an automatic message", async () => {
    const t = await connectedTenant();
    await setSetting(t.company, 'sendGreetingAccepted', 'enabled');
    const contact = await createContact(t.company, { name: 'Maria Souza' });
    const ticket = await createTicketRow(t.company, { contact, status: 'pending', queueId: t.sales.id });
    const res = await accept(t.ana.token, ticket.id, t.ana.user.id);
    expect(res.status).toBe(200);
    const expected = '*Ana Lima:*\nOlá Maria, meu nome é Ana Lima e agora vou prosseguir com seu atendimento!';
    // The list's preview carries neither the sign-off nor markup (issue 18); the message keeps both.
    expect(res.body.lastMessage).toBe('Olá Maria, meu nome é Ana Lima e agora vou prosseguir com seu atendimento!');
    await settleOutbox();

    const sent = await outbox(t.company.id, t.connection.id);
    expect(sent.map((m) => ({ to: m.chatId, body: m.body }))).toEqual([{ to: `${contact.number}@s.whatsapp.net`, body: expected }]);
    const [stored] = await automaticMessages(t.company.id, ticket.id);
    expect(stored).toMatchObject({ body: expected, fromMe: true, isAutomatic: true, wid: sent[0].id, whatsappId: t.connection.id });
    const created = eventsFor(t.company.id).find((e) => e.event === `company-${t.company.id}-appMessage`);
    expect(created?.payload).toMatchObject({
      action: 'create',
      message: { body: expected, fromMe: true, isAutomatic: true, ack: 0 },
      ticket: { id: ticket.id, status: 'open' },
      contact: { id: contact.id },
    });
  });

  it("uses the company's language", async () => {
    const t = await connectedTenant();
    await setSetting(t.company, 'sendGreetingAccepted', 'enabled');
    await setSetting(t.company, 'language', 'en');
    const ticket = await createTicketRow(t.company, { contact: await createContact(t.company, { name: 'John Smith' }), queueId: t.sales.id });
    expect((await accept(t.ana.token, ticket.id, t.ana.user.id)).status).toBe(200);
    await settleOutbox();
    const [sent] = await outbox(t.company.id, t.connection.id);
    expect(sent.body).toBe('*Ana Lima:*\nHello John, my name is Ana Lima and I will now continue with your service!');
  });

  it('sends nothing to a group or when the setting is disabled', async () => {
    const t = await connectedTenant();
    const plain = await createTicketRow(t.company, { queueId: t.sales.id });
    expect((await accept(t.ana.token, plain.id, t.ana.user.id)).status).toBe(200);
    await setSetting(t.company, 'sendGreetingAccepted', 'enabled');
    const group = await createTicketRow(t.company, { queueId: t.sales.id, isGroup: true });
    expect((await accept(t.ana.token, group.id, t.ana.user.id)).status).toBe(200);
    await settleOutbox();
    expect(await outbox(t.company.id, t.connection.id)).toEqual([]);
    expect(await automaticMessages(t.company.id, plain.id)).toEqual([]);
    expect(await automaticMessages(t.company.id, group.id)).toEqual([]);
  });
});

describe('transfer notice (sendMsgTransfTicket)', () => {
  it('tells the customer the new queue and attendant, signed by the agent who transferred', async () => {
    const t = await connectedTenant();
    await setSetting(t.company, 'sendMsgTransfTicket', 'enabled');
    const ticket = await createTicketRow(t.company, { status: 'open', queueId: t.sales.id, userId: t.ana.user.id });
    const toQueue = await api().put(`/tickets/${ticket.id}`).set(bearer(t.ana.token)).send({ queueId: t.support.id, status: 'pending', userId: null });
    expect(toQueue.status).toBe(200);
    const other = await createTicketRow(t.company, { status: 'open', queueId: t.sales.id, userId: t.ana.user.id });
    const toBoth = await api().put(`/tickets/${other.id}`).set(bearer(t.ana.token)).send({ queueId: t.support.id, userId: t.agent2.user.id });
    expect(toBoth.status).toBe(200);
    await settleOutbox();
    expect((await outbox(t.company.id, t.connection.id)).map((m) => m.body).sort()).toEqual([
      '*Ana Lima:*\nVocê foi transferido para o departamento *Suporte* e será atendido por *Second Agent*, aguarde, já vamos te atender!',
      '*Ana Lima:*\nVocê foi transferido para o departamento *Suporte*, aguarde, já vamos te atender!',
    ]);
    expect(await automaticMessages(t.company.id, other.id)).toHaveLength(1);
  });
});

describe('an unreachable WhatsApp process', () => {
  it('never fails the transition: the ticket is accepted, the greeting is marked not sent (ack -1) and the failure is logged', async () => {
    const t = await connectedTenant();
    await setSetting(t.company, 'sendGreetingAccepted', 'enabled');
    const ticket = await createTicketRow(t.company, { queueId: t.sales.id });
    const warn = vi.spyOn(logger, 'warn');
    useWhatsappGatewayUrl('http://127.0.0.1:1');
    try {
      const res = await accept(t.ana.token, ticket.id, t.ana.user.id);
      expect(res.status).toBe(200);
      await settleOutbox();
    } finally {
      useWhatsappGatewayUrl(`http://127.0.0.1:${whatsappProcess.port}`);
    }
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ ticketId: ticket.id }), 'message not sent');
    warn.mockRestore();
    expect((await Ticket.findOne({ where: { id: ticket.id, companyId: t.company.id } }))?.status).toBe('open');
    const [stored] = await automaticMessages(t.company.id, ticket.id);
    expect(stored.ack).toBe(ACK_FAILED);
    expect(await outbox(t.company.id, t.connection.id)).toEqual([]);
  });
});
