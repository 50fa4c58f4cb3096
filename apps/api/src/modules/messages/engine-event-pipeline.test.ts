import { randomBytes } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { env } from '../../config/env.js';
import { useWhatsappGatewayUrl, whatsappGateway } from '../../core/whatsapp-gateway.js';
import { engineEventCounts, enqueueEngineEvents, type ClaimedChat, type QueuedEngineEvent } from '../../jobs/engine-event-queue.js';
import { createEngineEventProcessor, type EngineEventProcessor } from '../../jobs/process-engine-event.job.js';
import { Message, Ticket, Whatsapp, WhatsappQueue } from '../../models/index.js';
import { startTestChild } from '../../test/children/start-child.js';
import { createQueue, createTenant } from '../../test/factories.js';
import { inbound, wid } from './testing/pipeline.js';
import { settleOutbox } from './outbox-sender.js';

// The parallel pipeline through its real pieces: the Redis lanes, processors (two at once standing for two
// workers; a real child process for the crash), Postgres. Nothing here is timed: the tests check orders and
// counts. The lanes live under this file's own Redis prefix, so no other file's processor takes them.
env.REDIS_PREFIX = `${env.REDIS_PREFIX}-pipeline-${process.pid}`;

/** Child processes start slowly on a busy machine; these tests check orders and counts, never time. */
const SLOW = 120_000;
const WAIT = { timeout: 60_000, interval: 100 };
const processors: EngineEventProcessor[] = [];

beforeEach(() => {
  // No whatsapp process: profile pictures are not fetched, the bot's answers fail to send (that is fine here).
  useWhatsappGatewayUrl('http://127.0.0.1:1');
});
afterEach(async () => {
  while (processors.length) await processors.pop()!.stop();
  await settleOutbox();
  vi.restoreAllMocks();
});

function start(options: Parameters<typeof createEngineEventProcessor>[0]) {
  const processor = createEngineEventProcessor(options);
  processors.push(processor);
  return processor;
}

/** A company with a connected sandbox connection (no queues: its customers' messages go the set-based way). */
async function company(options: { queues?: number } = {}) {
  const tenant = await createTenant();
  const connection = await Whatsapp.create({
    name: 'Sandbox',
    provider: 'sandbox',
    status: 'CONNECTED',
    companyId: tenant.company.id,
    token: randomBytes(32).toString('hex'),
    greetingMessage: 'Escolha:',
  });
  for (let i = 1; i <= (options.queues ?? 0); i += 1) {
    const queue = await createQueue(tenant.company, { name: `Fila ${i}`, orderQueue: i });
    await WhatsappQueue.create({ whatsappId: connection.id, queueId: queue.id });
  }
  const event = (phone: string, body: string): QueuedEngineEvent => ({
    companyId: tenant.company.id,
    whatsappId: connection.id,
    event: inbound(phone, { body }),
  });
  const messages = () => Message.findAll({ where: { companyId: tenant.company.id }, order: [['id', 'ASC']] });
  const tickets = () => Ticket.findAll({ where: { companyId: tenant.company.id }, order: [['id', 'ASC']] });
  return { ...tenant, connection, event, messages, tickets };
}

const phoneOf = (customer: number) => `5511977${String(customer).padStart(6, '0')}`;

/** `perCustomer` messages from each customer, the customers taking turns (as a busy hour interleaves them). */
function interleaved(c: Awaited<ReturnType<typeof company>>, customers: number, perCustomer: number): QueuedEngineEvent[] {
  const events: QueuedEngineEvent[] = [];
  for (let n = 0; n < perCustomer; n += 1) for (let k = 0; k < customers; k += 1) events.push(c.event(phoneOf(k), `cliente ${k} mensagem ${n}`));
  return events;
}

/** Each ticket's customer messages, in the order stored, as their sequence numbers. */
async function sequencesPerTicket(c: Awaited<ReturnType<typeof company>>): Promise<number[][]> {
  const byTicket = new Map<number, number[]>();
  for (const message of await c.messages()) {
    if (message.fromMe) continue;
    const n = Number(/mensagem (\d+)$/.exec(message.body)?.[1]);
    byTicket.set(message.ticketId, [...(byTicket.get(message.ticketId) ?? []), n]);
  }
  return [...byTicket.values()];
}

const drained = async () => expect(await engineEventCounts()).toEqual({ waiting: 0, active: 0 });

describe('two workers at once', () => {
  it(
    "keep every chat's order while they share the chats between them",
    async () => {
      const c = await company();
      const spans: { worker: number; from: number; to: number }[] = [];
      const observe = (worker: number) => {
        let from = performance.now();
        return (chats: ClaimedChat[]) => {
          spans.push({ worker, from, to: performance.now() });
          from = performance.now();
          expect(chats.length).toBeGreaterThan(0);
        };
      };
      await enqueueEngineEvents(interleaved(c, 24, 25));
      const limits = { maxChats: 3, maxEventsPerChat: 4, maxEvents: 12 };
      start({ loops: 1, limits, onApplied: observe(1) });
      start({ loops: 1, limits, onApplied: observe(2) });
      await vi.waitFor(drained, WAIT);

      const sequences = await sequencesPerTicket(c);
      expect(sequences).toHaveLength(24);
      for (const sequence of sequences) expect(sequence).toEqual(Array.from({ length: 25 }, (_, n) => n));
      // Both took part, and their batches overlapped in time (they were processing at once).
      expect(new Set(spans.map((s) => s.worker))).toEqual(new Set([1, 2]));
      const overlapping = spans.some((a) => spans.some((b) => a.worker !== b.worker && a.from < b.to && b.from < a.to));
      expect(overlapping).toBe(true);
      expect((await c.tickets()).map((t) => t.unreadMessages)).toEqual(Array(24).fill(25));
    },
    SLOW,
  );
});

describe('a worker killed in the middle of a batch', () => {
  it(
    'loses nothing and duplicates nothing: every message once, unread counts exact, one bot answer per customer',
    async () => {
      const plain = await company();
      const bot = await company({ queues: 2 });
      const events = [...interleaved(plain, 40, 30), ...interleaved(bot, 20, 1)];
      await enqueueEngineEvents(events);
      const { child, exited } = startTestChild('pipeline-child.ts', ['1500', '8', '10'], {
        REDIS_PREFIX: env.REDIS_PREFIX,
        WHATSAPP_GATEWAY_URL: 'http://127.0.0.1:1',
      });
      // Killed once it has stored some but not all, while it holds chats (a batch under way).
      await vi.waitFor(
        async () => {
          const stored = (await plain.messages()).length;
          expect(stored).toBeGreaterThan(200);
          expect((await engineEventCounts()).active).toBeGreaterThan(0);
        },
        { timeout: 60_000, interval: 20 },
      );
      child.kill('SIGKILL');
      await exited;
      expect((await plain.messages()).length).toBeLessThan(1200);

      // The restart: its chats come back once their leases run out.
      start({ loops: 2, leaseMs: 1500 });
      await vi.waitFor(drained, WAIT);
      const stored = await plain.messages();
      expect(stored).toHaveLength(1200);
      expect(new Set(stored.map((m) => m.wid)).size).toBe(1200);
      for (const sequence of await sequencesPerTicket(plain)) expect(sequence).toEqual(Array.from({ length: 30 }, (_, n) => n));
      expect((await plain.tickets()).map((t) => t.unreadMessages)).toEqual(Array(40).fill(30));
      const botMessages = await bot.messages();
      expect(botMessages.filter((m) => !m.fromMe)).toHaveLength(20);
      const menus = botMessages.filter((m) => m.isAutomatic);
      expect(menus).toHaveLength(20);
      expect(new Set(menus.map((m) => m.ticketId)).size).toBe(20);
    },
    SLOW,
  );
});

describe('fair share', () => {
  it(
    "one company's flood does not hold another's message back: it is applied in the first rounds",
    async () => {
      const flooding = await company();
      const quiet = await company();
      const applied: number[] = [];
      const flood = interleaved(flooding, 300, 5);
      await enqueueEngineEvents(flood);
      const lone = quiet.event('5511966660000', 'cliente 0 mensagem 0');
      await enqueueEngineEvents([lone]);
      start({
        loops: 1,
        limits: { maxChats: 6, maxEventsPerChat: 5, maxEvents: 30 },
        onApplied: (chats) => applied.push(...chats.map((chat) => chat.events[0].companyId)),
      });
      await vi.waitFor(drained, WAIT);

      expect((await quiet.messages()).map((m) => m.body)).toEqual(['cliente 0 mensagem 0']);
      expect(applied.filter((id) => id === flooding.company.id)).toHaveLength(300);
      // 300 chats of the flood went before it in the queue; it was among the first two companies' turns.
      expect(applied.indexOf(quiet.company.id)).toBeLessThan(2);
    },
    SLOW,
  );
});

describe('acks', () => {
  it(
    'of a burst only ever raise a message, whatever their order, and one for an unknown message changes nothing',
    async () => {
      const c = await company();
      vi.spyOn(whatsappGateway(), 'profilePicture').mockResolvedValue({ url: null });
      await enqueueEngineEvents(interleaved(c, 5, 2));
      start({ loops: 1 });
      await vi.waitFor(drained, WAIT);
      const stored = await c.messages();
      const chatOf = (m: Message) => `${phoneOf(Number(/cliente (\d+)/.exec(m.body)?.[1]))}@s.whatsapp.net`;
      await Message.update({ fromMe: true }, { where: { companyId: c.company.id } });
      await enqueueEngineEvents(
        stored.flatMap((m) =>
          [3, 2, 4].map((ack) => ({
            companyId: c.company.id,
            whatsappId: c.connection.id,
            event: { type: 'ack' as const, chatId: chatOf(m), messageId: m.wid!, ack: ack as 2 | 3 | 4 },
          })),
        ),
      );
      await enqueueEngineEvents([
        { companyId: c.company.id, whatsappId: c.connection.id, event: { type: 'ack', chatId: 'x@s.whatsapp.net', messageId: wid(), ack: 3 } },
      ]);
      await vi.waitFor(drained, WAIT);
      expect((await c.messages()).map((m) => m.ack)).toEqual(Array(10).fill(4));
    },
    SLOW,
  );
});
