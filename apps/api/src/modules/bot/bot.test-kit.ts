import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { SettingKey } from '@zapdesk/shared';
import { resetClock, travel } from '../../core/clock.js';
import { systemContext } from '../../core/context.js';
import { whatsappGateway } from '../../core/whatsapp-gateway.js';
import { Message, type Queue, QueueOption, SandboxMessage, Setting, Ticket, TicketTraking, Whatsapp, WhatsappQueue } from '../../models/index.js';
import { createQueue, createTenant } from '../../test/factories.js';
import { startWhatsappProcess } from '../../test/whatsapp-process.js';
import { receiveEngineEvent } from '../messages/receive-engine-event.js';
import { inbound } from '../messages/testing/pipeline.js';
import { settleOutbox } from '../messages/outbox-sender.js';

// The bot's tests drive the real pipeline entry with customer messages; the bot's answers go out through
// the gateway to a real whatsapp process (booted per file) whose sandbox phone records what it received.

export const CUSTOMER = '5511977776666';

/** Boots the whatsapp process for the file and puts the clock back after every test. */
export function useWhatsappProcess(): void {
  let running: Awaited<ReturnType<typeof startWhatsappProcess>> | undefined;
  beforeAll(async () => {
    running = await startWhatsappProcess();
  });
  afterEach(() => resetClock());
  afterAll(async () => {
    await settleOutbox();
    await running?.close();
  });
}

/** Moves the application clock to an instant. */
export function setNow(at: Date | string): void {
  resetClock();
  travel(new Date(at).getTime() - Date.now());
}

async function waitForStatus(companyId: number, id: number, status: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if ((await Whatsapp.findOne({ where: { id, companyId } }))?.status === status) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`connection ${id} never reached ${status}`);
}

/** A node of a queue's option tree to build: numbered 1..n in the order given unless `option` says. */
export interface OptionSpec {
  title: string;
  message?: string;
  option?: number;
  children?: OptionSpec[];
}

/** Creates an option tree under a queue (or under `parent`); returns the options by title. */
export async function addOptions(queue: Queue, specs: OptionSpec[], parent: QueueOption | null = null): Promise<Record<string, QueueOption>> {
  let byTitle: Record<string, QueueOption> = {};
  for (const [index, spec] of specs.entries()) {
    const option = await QueueOption.create({
      title: spec.title,
      message: spec.message ?? '',
      option: spec.option ?? index + 1,
      queueId: queue.id,
      parentId: parent?.id ?? null,
      companyId: queue.companyId,
    });
    byTitle = { ...byTitle, [spec.title]: option, ...(await addOptions(queue, spec.children ?? [], option)) };
  }
  return byTitle;
}

/**
 * A company whose sandbox connection (connected, fields from `connection`) serves `queues` in that menu
 * order, with helpers to write as the customer and read what the bot answered.
 */
export async function botTenant(setup: { connection?: Partial<Whatsapp>; queues?: Partial<Queue>[]; settings?: Partial<Record<SettingKey, string>> } = {}) {
  const tenant = await createTenant();
  const { company } = tenant;
  const connection = await Whatsapp.create({
    name: 'Bot',
    provider: 'sandbox',
    companyId: company.id,
    token: randomBytes(32).toString('hex'),
    ...setup.connection,
  });
  const queues: Queue[] = [];
  for (const [index, fields] of (setup.queues ?? []).entries()) queues.push(await createQueue(company, { orderQueue: index + 1, ...fields }));
  await WhatsappQueue.bulkCreate(queues.map((queue) => ({ whatsappId: connection.id, queueId: queue.id })));
  for (const [key, value] of Object.entries(setup.settings ?? {})) await Setting.update({ value }, { where: { companyId: company.id, key } });

  await whatsappGateway().startSession(company.id, connection.id);
  await waitForStatus(company.id, connection.id, 'qrcode');
  await whatsappGateway().sandbox(company.id, connection.id, 'scan', {});
  await waitForStatus(company.id, connection.id, 'CONNECTED');

  const ctx = systemContext(company.id, 'test');
  const where = { companyId: company.id, whatsappId: connection.id };
  /** The customer writes; the bot's answers have been sent when this resolves. */
  const write = async (body: string, overrides: Parameters<typeof inbound>[1] = {}) => {
    const result = await receiveEngineEvent(ctx, connection.id, inbound(CUSTOMER, { body, ...overrides }));
    await settleOutbox();
    return result;
  };
  const ticket = async () => (await Ticket.findOne({ where, order: [['id', 'ASC']] }))!;
  const automatic = () => Message.findAll({ where: { ...where, fromMe: true, isAutomatic: true }, order: [['id', 'ASC']] });
  /** What the customer's phone received, once everything committed for sending has been sent. */
  const outbox = async () => {
    await settleOutbox();
    return SandboxMessage.findAll({ where: { ...where, direction: 'out' } });
  };
  const cycles = async () => TicketTraking.findAll({ where: { companyId: company.id, ticketId: (await ticket()).id }, order: [['id', 'ASC']] });
  let seen = 0;
  /** The bot's answers since the last call, as the customer read them. */
  const heard = async () => {
    const all = await automatic();
    const fresh = all.slice(seen);
    seen = all.length;
    return fresh.map((m) => m.body);
  };
  return { ...tenant, connection, queues, ctx, write, ticket, automatic, outbox, cycles, heard };
}

/** The numbered line of a menu, as the customer reads it. */
export const line = (key: string | number, label: string) => `*[ ${key} ]* - ${label}`;
