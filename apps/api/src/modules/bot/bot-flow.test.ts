import { afterEach, describe, expect, it, vi } from 'vitest';
import { env } from '../../config/env.js';
import { resetClock, travel } from '../../core/clock.js';
import { whatsappGateway } from '../../core/whatsapp-gateway.js';
import { repeatingJobs } from '../../jobs/index.js';
import { startEngineEventProcessor } from '../../jobs/process-engine-event.job.js';
import { expireInactiveTicketsJob } from '../../jobs/expire-inactive-tickets.job.js';
import { engineEventCounts } from '../../jobs/engine-event-queue.js';
import { runMaintenanceJobNow, startRepeatingJobs } from '../../jobs/queues.js';
import { transferUnqueuedTicketsJob } from '../../jobs/transfer-unqueued-tickets.job.js';
import type { WhatsappProcess } from '../../channels/whatsapp/whatsapp-process.js';
import { Message, SandboxMessage, Ticket, Whatsapp, WhatsappQueue } from '../../models/index.js';
import { createQueue, createTenant } from '../../test/factories.js';
import { api, bearer } from '../../test/http.js';
import { startWhatsappProcess } from '../../test/whatsapp-process.js';
import { createConnection } from '../tickets/ticket-factories.test-kit.js';

// The bot end to end: the customer's phone is the sandbox in a real whatsapp process, messages travel the
// durable Bull queue to the pipeline, the bot answers through the gateway, the attendant works through the
// API, and the timers run as Bull jobs. Queues live under REDIS_PREFIX, shared by every test file of a run,
// so this file uses a prefix of its own (see conversation-flow.test.ts).
env.REDIS_PREFIX = `${env.REDIS_PREFIX}-bot-flow`;

const PHONE = '5511966665555';
const WAIT = { timeout: 15_000, interval: 50 };
let running: WhatsappProcess | undefined;

afterEach(async () => {
  resetClock();
  await running?.close();
  running = undefined;
});

/** A company with a connected sandbox serving Vendas and Suporte, and the pipeline processing its events. */
async function liveBot() {
  const tenant = await createTenant();
  const { company } = tenant;
  const connection = await createConnection(company, { greetingMessage: 'Olá {{firstName}}! Escolha:' });
  const sales = await createQueue(company, { name: 'Vendas', greetingMessage: 'Vendas: já vamos te atender.', orderQueue: 1 });
  const support = await createQueue(company, { name: 'Suporte', orderQueue: 2 });
  await WhatsappQueue.bulkCreate([sales, support].map((queue) => ({ whatsappId: connection.id, queueId: queue.id })));
  running = await startWhatsappProcess({ companies: [company.id] });
  const gateway = whatsappGateway();
  const status = async () => (await Whatsapp.findOne({ where: { id: connection.id, companyId: company.id } }))?.status;
  await gateway.startSession(company.id, connection.id);
  await vi.waitFor(async () => expect(await status()).toBe('qrcode'), WAIT);
  await gateway.sandbox(company.id, connection.id, 'scan', {});
  await vi.waitFor(async () => expect(await status()).toBe('CONNECTED'), WAIT);
  startEngineEventProcessor();
  const customerWrites = (body: string) => gateway.sandbox(company.id, connection.id, 'inbound', { from: PHONE, name: 'Carla Dias', body });
  const phoneReceived = async () =>
    (await SandboxMessage.findAll({ where: { companyId: company.id, whatsappId: connection.id, direction: 'out' }, order: [['createdAt', 'ASC']] })).map(
      (m) => m.body,
    );
  const ticket = () => Ticket.findOne({ where: { companyId: company.id, whatsappId: connection.id } });
  return { ...tenant, connection, sales, support, customerWrites, phoneReceived, ticket };
}

describe('the bot through the sandbox phone, the event queue and the API', () => {
  it('menu on the phone → the customer picks Vendas → the ticket waits there → an attendant accepts → the bot is quiet', async () => {
    const t = await liveBot();
    await t.customerWrites('Oi, bom dia');
    const menu = 'Olá Carla! Escolha:\n\n*[ 1 ]* - Vendas\n*[ 2 ]* - Suporte';
    await vi.waitFor(async () => expect(await t.phoneReceived()).toEqual([menu]), WAIT);
    expect(await t.ticket()).toMatchObject({ status: 'pending', chatbot: true, queueId: null });

    await t.customerWrites('1');
    await vi.waitFor(async () => expect(await t.phoneReceived()).toEqual([menu, 'Vendas: já vamos te atender.']), WAIT);
    const ticket = (await t.ticket())!;
    expect(ticket).toMatchObject({ status: 'pending', chatbot: false, queueId: t.sales.id });

    const accepted = await api().put(`/tickets/${ticket.id}`).set(bearer(t.admin.token)).send({ status: 'open', userId: t.admin.user.id });
    expect(accepted.status).toBe(200);
    await t.customerWrites('2');
    await vi.waitFor(async () => expect(await Message.count({ where: { companyId: t.company.id, ticketId: ticket.id, fromMe: false } })).toBe(3), WAIT);
    // The job that stored it has finished (answers are sent before it does): nothing more reached the phone.
    await vi.waitFor(async () => expect(await engineEventCounts()).toMatchObject({ active: 0, waiting: 0 }), WAIT);
    expect(await t.phoneReceived()).toHaveLength(2);
    expect(await t.ticket()).toMatchObject({ status: 'open', queueId: t.sales.id, userId: t.admin.user.id });
  });
});

describe("the bot's timers as repeatable Bull jobs", () => {
  it('are registered every minute and run through the maintenance queue', async () => {
    expect(repeatingJobs).toEqual(expect.arrayContaining([transferUnqueuedTicketsJob, expireInactiveTicketsJob]));
    expect([transferUnqueuedTicketsJob.everyMs, expireInactiveTicketsJob.everyMs]).toEqual([60_000, 60_000]);

    const t = await liveBot();
    await t.connection.update({ timeToTransfer: 5, transferQueueId: t.support.id });
    await startRepeatingJobs([transferUnqueuedTicketsJob, expireInactiveTicketsJob]);
    await t.customerWrites('Oi');
    await vi.waitFor(async () => expect(await t.ticket()).toMatchObject({ chatbot: true, queueId: null }), WAIT);
    // Six minutes pass on the application's clock (the job runs in this process, so it reads the same clock).
    travel(6 * 60_000);
    expect(await runMaintenanceJobNow(transferUnqueuedTicketsJob.name)).toBeGreaterThanOrEqual(1);
    expect(await t.ticket()).toMatchObject({ status: 'pending', queueId: t.support.id, chatbot: false });
  });
});
