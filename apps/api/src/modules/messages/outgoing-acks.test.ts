import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { env } from '../../config/env.js';
import { whatsappGateway } from '../../core/whatsapp-gateway.js';
import { startEngineEventProcessor } from '../../jobs/process-engine-event.job.js';
import { Contact, Message, SandboxMessage, Ticket, Whatsapp } from '../../models/index.js';
import type { WhatsappProcess } from '../../channels/whatsapp/whatsapp-process.js';
import { createTenant } from '../../test/factories.js';
import { api, bearer } from '../../test/http.js';
import { startWhatsappProcess } from '../../test/whatsapp-process.js';

// Issue 18 point 5: every kind of reply gets its ticks. The attendant sends through the API, the outbox
// sends through the real whatsapp process (sandbox phone), the sandbox's acks come back through the engine
// event pipeline and must find the row by the WhatsApp id it was stored and sent under. The pipeline's
// queues live under this file's own Redis prefix (see conversation-flow.test.ts).
env.REDIS_PREFIX = `${env.REDIS_PREFIX}-outgoing-acks`;

const PHONE = '5511944441111';
const WAIT = { timeout: 15_000, interval: 50 };
let running: WhatsappProcess;

beforeAll(async () => {
  running = await startWhatsappProcess();
  startEngineEventProcessor();
});
afterAll(async () => {
  await running.close();
});

/** A conversation the agent holds open on a connected sandbox phone, started by the customer's message. */
async function openConversation() {
  const tenant = await createTenant();
  const { company } = tenant;
  const connection = await Whatsapp.create({ name: 'Sandbox', provider: 'sandbox', companyId: company.id, token: randomBytes(32).toString('hex') });
  const gateway = whatsappGateway();
  const status = async () => (await Whatsapp.findOne({ where: { id: connection.id, companyId: company.id } }))?.status;
  await gateway.startSession(company.id, connection.id);
  await vi.waitFor(async () => expect(await status()).toBe('qrcode'), WAIT);
  await gateway.sandbox(company.id, connection.id, 'scan', {});
  await vi.waitFor(async () => expect(await status()).toBe('CONNECTED'), WAIT);
  const { id: customerWid } = (await gateway.sandbox(company.id, connection.id, 'inbound', { from: PHONE, name: 'Rita', body: 'Qual o prazo?' })) as {
    id: string;
  };
  const ticket = await vi.waitFor(async () => {
    const contact = await Contact.findOne({ where: { companyId: company.id, number: PHONE } });
    const found = contact && (await Ticket.findOne({ where: { companyId: company.id, contactId: contact.id } }));
    expect(found).toBeTruthy();
    return found!;
  }, WAIT);
  await ticket.update({ status: 'open', userId: tenant.agent.user.id });
  const customerMessage = (await Message.findOne({ where: { companyId: company.id, wid: customerWid } }))!;
  const ackOf = async (id: number) => (await Message.findOne({ where: { id, companyId: company.id } }))?.ack;
  const phoneGot = (wid: string) => SandboxMessage.findOne({ where: { companyId: company.id, whatsappId: connection.id, id: wid, direction: 'out' } });
  const customerAcks = (wid: string, ack: number) => gateway.sandbox(company.id, connection.id, 'ack', { id: wid, ack });
  const reply = () => api().post(`/messages/${ticket.id}`).set(bearer(tenant.agent.token));
  return { ...tenant, ticket, customerMessage, ackOf, phoneGot, customerAcks, reply };
}

/** The message reached the phone under its stored WhatsApp id, got its sent tick, then the customer's read tick. */
async function expectTicks(t: Awaited<ReturnType<typeof openConversation>>, message: { id: number; wid: string }) {
  expect(await t.phoneGot(message.wid)).not.toBeNull();
  await vi.waitFor(async () => expect(await t.ackOf(message.id)).toBe(1), WAIT);
  await t.customerAcks(message.wid, 3);
  await vi.waitFor(async () => expect(await t.ackOf(message.id)).toBe(3), WAIT);
}

describe('acks of replies', () => {
  it("a quoted reply is sent quoting the customer's WhatsApp id and gets its ticks", async () => {
    const t = await openConversation();
    const res = await t.reply().send({ body: 'Amanhã!', quotedMsg: t.customerMessage.id, read: true });
    expect(res.status).toBe(201);
    const [sent] = res.body.messages as { id: number; wid: string }[];
    expect((await t.phoneGot(sent.wid))?.quotedId).toBe(t.customerMessage.wid);
    await expectTicks(t, sent);
  });

  it('a picture with a caption, quoting, gets its ticks', async () => {
    const t = await openConversation();
    const res = await t
      .reply()
      .field('body', 'Segue a foto')
      .field('quotedMsg', String(t.customerMessage.id))
      .attach('medias', randomBytes(64), { filename: 'foto.png', contentType: 'image/png' });
    expect(res.status).toBe(201);
    const [sent] = res.body.messages as { id: number; wid: string }[];
    expect((await t.phoneGot(sent.wid))?.media).toMatchObject({ mimetype: 'image/png', filename: 'foto.png' });
    await expectTicks(t, sent);
  });

  it('a voice note and the text sent before it both get their ticks', async () => {
    const t = await openConversation();
    const res = await t.reply().field('body', 'Ouça').attach('medias', randomBytes(64), { filename: 'voz.mp3', contentType: 'audio/mpeg' });
    expect(res.status).toBe(201);
    const [text, audio] = res.body.messages as { id: number; wid: string; mediaType: string }[];
    expect([text.mediaType, audio.mediaType]).toEqual(['chat', 'audio']);
    expect((await t.phoneGot(audio.wid))?.media).toMatchObject({ mimetype: 'audio/mpeg', asVoiceNote: true });
    await expectTicks(t, text);
    await expectTicks(t, audio);
  });
});
