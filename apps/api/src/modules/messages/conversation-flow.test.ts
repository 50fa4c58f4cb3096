import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { env } from '../../config/env.js';
import { whatsappGateway } from '../../core/whatsapp-gateway.js';
import { startEngineEventProcessor } from '../../jobs/process-engine-event.job.js';
import { Contact, Message, SandboxMessage, Ticket, Whatsapp } from '../../models/index.js';
import type { WhatsappProcess } from '../../channels/whatsapp/whatsapp-process.js';
import { createTenant } from '../../test/factories.js';
import { api, bearer } from '../../test/http.js';
import { startWhatsappProcess } from '../../test/whatsapp-process.js';

// End to end through the real pieces: the sandbox phone in a real whatsapp process, the durable Bull
// queue, the pipeline processor, the HTTP API. The engine-event queue lives under REDIS_PREFIX, which
// every test file of a run shares; a processor started here would take the jobs other files count
// (whatsapp-process.test.ts), so this file's process and processor use a prefix of their own.
env.REDIS_PREFIX = `${env.REDIS_PREFIX}-conversation-flow`;

const PHONE = '5511944443333';
const WAIT = { timeout: 10_000, interval: 50 };
let running: WhatsappProcess | undefined;

afterEach(async () => {
  await running?.close();
  running = undefined;
});

/** A company with a sandbox connection paired and connected, and the pipeline processing its events. */
async function connectedSandbox() {
  const tenant = await createTenant();
  const connection = await Whatsapp.create({
    name: 'Sandbox',
    provider: 'sandbox',
    companyId: tenant.company.id,
    token: randomBytes(32).toString('hex'),
  });
  running = await startWhatsappProcess({ companies: [tenant.company.id] });
  const gateway = whatsappGateway();
  await gateway.startSession(tenant.company.id, connection.id);
  await vi.waitFor(async () => expect((await Whatsapp.findOne({ where: { id: connection.id, companyId: tenant.company.id } }))?.status).toBe('qrcode'), WAIT);
  await gateway.sandbox(tenant.company.id, connection.id, 'scan', {});
  await vi.waitFor(
    async () => expect((await Whatsapp.findOne({ where: { id: connection.id, companyId: tenant.company.id } }))?.status).toBe('CONNECTED'),
    WAIT,
  );
  startEngineEventProcessor();
  const simulate = (action: Parameters<typeof gateway.sandbox>[2], body: unknown) => gateway.sandbox(tenant.company.id, connection.id, action, body);
  const ticketOf = async () => {
    const contact = await Contact.findOne({ where: { companyId: tenant.company.id, number: PHONE } });
    return contact && Ticket.findOne({ where: { companyId: tenant.company.id, contactId: contact.id } });
  };
  return { ...tenant, connection, simulate, ticketOf };
}

describe('a conversation through the sandbox, the queue and the API', () => {
  it('customer writes → pending ticket → attendant answers → the phone receives it → read ack 3', async () => {
    const { company, agent, connection, simulate, ticketOf } = await connectedSandbox();
    await simulate('inbound', { from: PHONE, name: 'Carla', body: 'Oi, tudo bem?' });
    const ticket = await vi.waitFor(async () => {
      const found = await ticketOf();
      expect(found).toMatchObject({ status: 'pending', unreadMessages: 1, lastMessage: 'Oi, tudo bem?' });
      return found!;
    }, WAIT);
    expect(await Contact.findOne({ where: { id: ticket.contactId, companyId: company.id } })).toMatchObject({ name: 'Carla' });

    // Accepting is the tickets module's: the ticket is opened for the agent directly.
    await ticket.update({ status: 'open', userId: agent.user.id });
    const sent = await api().post(`/messages/${ticket.id}`).set(bearer(agent.token)).send({ body: 'Olá Carla! Como posso ajudar?' });
    expect(sent.status).toBe(201);
    const { id, wid } = sent.body.messages[0] as { id: number; wid: string };

    const outbox = await SandboxMessage.findAll({ where: { companyId: company.id, whatsappId: connection.id, direction: 'out' } });
    expect(outbox).toMatchObject([{ id: wid, chatId: `${PHONE}@s.whatsapp.net`, body: 'Olá Carla! Como posso ajudar?' }]);
    const ackOf = async () => (await Message.findOne({ where: { id, companyId: company.id } }))?.ack;
    await vi.waitFor(async () => expect(await ackOf()).toBe(1), WAIT);

    await simulate('ack', { id: wid, ack: 3 });
    await vi.waitFor(async () => expect(await ackOf()).toBe(3), WAIT);

    const history = await api().get(`/messages/${ticket.id}`).set(bearer(agent.token));
    expect(history.body.messages.map((m: { body: string; fromMe: boolean; ack: number }) => [m.body, m.fromMe, m.ack])).toEqual([
      ['Oi, tudo bem?', false, 0],
      ['Olá Carla! Como posso ajudar?', true, 3],
    ]);
  });

  it("a customer's picture is stored per company and served only with authorisation", async () => {
    const { company, agent, admin, simulate, ticketOf } = await connectedSandbox();
    const other = await createTenant();
    const bytes = randomBytes(64);
    await simulate('inbound', {
      from: PHONE,
      body: 'foto do produto',
      media: { mimetype: 'image/jpeg', filename: 'produto.jpg', base64: bytes.toString('base64') },
    });
    const message = await vi.waitFor(async () => {
      const ticket = await ticketOf();
      const found = ticket && (await Message.findOne({ where: { companyId: company.id, ticketId: ticket.id } }));
      expect(found).toMatchObject({ mediaType: 'image', mimetype: 'image/jpeg', filename: 'produto.jpg', body: 'foto do produto' });
      return found!;
    }, WAIT);
    expect(message.mediaPath).toMatch(new RegExp(`^companies/${company.id}/media/`));

    const media = await api().get(`/messages/media/${message.id}`).set(bearer(admin.token)).buffer(true);
    expect(media.status).toBe(200);
    expect(media.headers['content-type']).toBe('image/jpeg');
    expect(Buffer.compare(media.body as Buffer, bytes)).toBe(0);
    expect((await api().get(`/messages/media/${message.id}`).set(bearer(other.admin.token))).status).toBe(404);
    expect((await api().get(`/messages/media/${message.id}`).set(bearer(agent.token))).status).toBe(403);
  });
});

describe("the phone's address book through the sandbox", () => {
  it('is synced by the simulated phone and imported by POST /contacts/import', async () => {
    const { company, agent, connection, simulate } = await connectedSandbox();
    await connection.update({ isDefault: true });
    await expect(
      simulate('address-book', {
        contacts: [
          { number: '5511955550001', name: 'Ana Agenda' },
          { number: '5511955550002', name: 'Bruno' },
        ],
      }),
    ).resolves.toEqual({ synced: 2 });
    await vi.waitFor(async () => {
      const imported = await api().post('/contacts/import').set(bearer(agent.token));
      expect(imported.body).toEqual({ created: 2, updated: 0 });
    }, WAIT);
    const contacts = await Contact.findAll({ where: { companyId: company.id }, order: [['name', 'ASC']] });
    expect(contacts.map(({ name, number }) => ({ name, number }))).toEqual([
      { name: 'Ana Agenda', number: '5511955550001' },
      { name: 'Bruno', number: '5511955550002' },
    ]);
  });
});
