import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { env } from '../../config/env.js';
import { systemContext } from '../../core/context.js';
import { setScheduleTimer } from '../../core/schedule-timer.js';
import { whatsappGateway } from '../../core/whatsapp-gateway.js';
import { db } from '../../db/sequelize.js';
import { performScheduleJob, startScheduleProcessor } from '../../jobs/send-schedule.job.js';
import { bullScheduleTimer, closeQueues, scheduleJobState } from '../../jobs/queues.js';
import { Message, Plan, SandboxMessage, Ticket, Whatsapp, type Company } from '../../models/index.js';
import { api, bearer } from '../../test/http.js';
import { startWhatsappProcess } from '../../test/whatsapp-process.js';
import type { WhatsappProcess } from '../../channels/whatsapp/whatsapp-process.js';
import { rearmSchedules } from './rearm-schedules.js';
import { sendSchedule } from './send-schedule.js';
import { findSchedule, fromNow, makeSchedule, scheduleEvents, schedulesCast } from './schedules.test-kit.js';

// Schedules delivered through the real pieces: Bull's delayed jobs, the schedule processor (the worker's),
// the whatsapp process with the sandbox phone, whose outbox is what the customer received. The queue lives
// under REDIS_PREFIX, which every test file of a run shares: this file's worker uses a prefix of its own,
// so it never takes (or leaves) jobs of other files.
env.REDIS_PREFIX = `${env.REDIS_PREFIX}-schedules-delivery`;

const WAIT = { timeout: 10_000, interval: 50 };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Waits until `ms` after an ISO instant (the machine may be slow: times are relative to sendAt, not to the test). */
const sleepUntilAfter = (iso: string, ms: number) => sleep(Math.max(0, new Date(iso).getTime() + ms - Date.now()));
// Far enough ahead that a slow request still finishes before the job is due.
const LEAD_MS = 3000;
let whatsapp: WhatsappProcess;
const companies: number[] = [];

/** The worker process as far as schedules go: the processor plus its boot-time re-arming. */
async function bootWorker(): Promise<void> {
  startScheduleProcessor();
  await rearmSchedules({ companyIds: companies });
}

/** A worker that stops: its Bull clients close; delayed jobs stay in Redis. */
const stopWorker = () => closeQueues();

beforeAll(async () => {
  whatsapp = await startWhatsappProcess();
  setScheduleTimer(bullScheduleTimer);
  startScheduleProcessor();
});
afterAll(async () => {
  setScheduleTimer(null);
  await whatsapp.close();
});

async function waitForStatus(company: Company, id: number, status: string) {
  const deadline = Date.now() + 5000;
  while (Date.now() < deadline) {
    if ((await Whatsapp.findOne({ where: { id, companyId: company.id } }))?.status === status) return;
    await sleep(25);
  }
  throw new Error(`connection ${id} never reached ${status}`);
}

/** A company whose default connection is a paired sandbox phone, with a contact to write to. */
async function connectedCast(options: { connected?: boolean } = {}) {
  const cast = await schedulesCast();
  companies.push(cast.company.id);
  const connection = await Whatsapp.create({
    name: 'Sandbox', provider: 'sandbox', isDefault: true, status: 'DISCONNECTED', companyId: cast.company.id, token: randomBytes(32).toString('hex'),
  });
  if (options.connected ?? true) {
    await whatsappGateway().startSession(cast.company.id, connection.id);
    await waitForStatus(cast.company, connection.id, 'qrcode');
    await whatsappGateway().sandbox(cast.company.id, connection.id, 'scan', {});
    await waitForStatus(cast.company, connection.id, 'CONNECTED');
  }
  const outbox = () => SandboxMessage.findAll({ where: { companyId: cast.company.id, whatsappId: connection.id, direction: 'out' }, order: [['createdAt', 'ASC']] });
  const create = (body: string, sendAt: string) =>
    api().post('/schedules').set(bearer(cast.agent.token)).send({ body, contactId: cast.contact.id, sendAt }).expect(201).then((r) => r.body as { id: number });
  const statusOf = async (id: number) => (await findSchedule(cast.company, id))?.status;
  return { ...cast, connection, outbox, create, statusOf };
}

describe('a schedule at its time', () => {
  it('is sent once through the default connection, with the message variables, recorded in a closed ticket', async () => {
    const t = await connectedCast();
    const sendAt = fromNow(LEAD_MS);
    const { id } = await t.create('Olá {{firstName}}, lembrete para {{name}}.', sendAt);
    expect(await t.outbox()).toEqual([]);
    expect(await t.statusOf(id)).toBe('AGENDADA');
    expect(Date.now()).toBeLessThan(new Date(sendAt).getTime());

    await vi.waitFor(async () => expect(await t.statusOf(id)).toBe('ENVIADA'), WAIT);
    const schedule = (await findSchedule(t.company, id))!;
    expect(schedule.sentAt!.getTime()).toBeGreaterThanOrEqual(new Date(sendAt).getTime());
    const sent = await t.outbox();
    expect(sent.map((m) => ({ to: m.chatId, body: m.body }))).toEqual([
      { to: `${t.contact.number}@s.whatsapp.net`, body: 'Olá Maria, lembrete para Maria Souza.' },
    ]);
    const ticket = (await Ticket.findOne({ where: { id: schedule.ticketId!, companyId: t.company.id } }))!;
    expect(ticket).toMatchObject({ contactId: t.contact.id, whatsappId: t.connection.id, status: 'closed', lastMessage: 'Olá Maria, lembrete para Maria Souza.' });
    const [message] = await Message.findAll({ where: { companyId: t.company.id, ticketId: ticket.id } });
    expect(message).toMatchObject({ fromMe: true, body: 'Olá Maria, lembrete para Maria Souza.', wid: sent[0].id });
    // Events follow the commit, which other connections may see a moment before the after-commit hook runs.
    await vi.waitFor(
      () => expect(scheduleEvents(t.company).map((e) => (e.payload.schedule as { status: string } | undefined)?.status)).toEqual(['AGENDADA', 'ENVIANDO', 'ENVIADA']),
      WAIT,
    );

    // The same job again, a re-arming sweep, and time passing: nothing goes out twice.
    await performScheduleJob({ companyId: t.company.id, scheduleId: id, version: schedule.jobVersion });
    await rearmSchedules({ companyIds: [t.company.id] });
    await sleep(500);
    expect(await t.outbox()).toHaveLength(1);
  });

  it('goes out once however many jobs race for it', async () => {
    const t = await connectedCast();
    const schedule = await makeSchedule(t.company, t.contact, { body: 'Corrida de jobs', sendAt: new Date() });
    const ctx = systemContext(t.company.id, 'test');
    const outcomes = await Promise.all([1, 2, 3, 4].map(() => sendSchedule(ctx, schedule.id, schedule.jobVersion)));
    expect(outcomes.sort()).toEqual(['sent', 'skipped', 'skipped', 'skipped']);
    expect((await t.outbox()).map((m) => m.body)).toEqual(['Corrida de jobs']);
  });

  it('carries its picture, with the text as caption', async () => {
    const t = await connectedCast();
    const { id } = await t.create('Segue a foto do produto', fromNow(60_000));
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(32)]);
    await api().post(`/schedules/${id}/media-upload`).set(bearer(t.agent.token)).attach('file', png, { filename: 'produto.png', contentType: 'image/png' }).expect(200);
    const schedule = (await findSchedule(t.company, id))!;
    expect(await sendSchedule(systemContext(t.company.id, 'test'), id, schedule.jobVersion)).toBe('sent');
    const [sent] = await t.outbox();
    expect(sent).toMatchObject({ body: 'Segue a foto do produto', media: expect.objectContaining({ mimetype: 'image/png' }) });
    const message = (await Message.findOne({ where: { companyId: t.company.id, wid: sent.id } }))!;
    expect(message).toMatchObject({ mediaType: 'image', filename: 'produto.png' });
    expect(message.mediaPath).not.toBe(schedule.mediaPath);
  });
});

describe('moving and removing the job', () => {
  it('an edit moves the job: nothing at the old time, the new text at the new one', async () => {
    const t = await connectedCast();
    const oldSendAt = fromNow(LEAD_MS);
    const { id } = await t.create('Texto antigo', oldSendAt);
    const oldVersion = (await findSchedule(t.company, id))!.jobVersion;
    await api().put(`/schedules/${id}`).set(bearer(t.agent.token)).send({ body: 'Texto novo', sendAt: fromNow(2 * LEAD_MS) }).expect(200);
    expect(Date.now()).toBeLessThan(new Date(oldSendAt).getTime());
    // Even if the old job had escaped removal (running at the time), it finds a newer version.
    expect(await performScheduleJob({ companyId: t.company.id, scheduleId: id, version: oldVersion }).then(() => t.statusOf(id))).toBe('AGENDADA');
    await sleepUntilAfter(oldSendAt, 1000);
    expect(await t.outbox()).toEqual([]);
    expect(await t.statusOf(id)).toBe('AGENDADA');
    await vi.waitFor(async () => expect(await t.statusOf(id)).toBe('ENVIADA'), WAIT);
    expect((await t.outbox()).map((m) => m.body)).toEqual(['Texto novo']);
  });

  it('a delete removes it: nothing is sent', async () => {
    const t = await connectedCast();
    const sendAt = fromNow(LEAD_MS);
    const { id } = await t.create('Não deve sair', sendAt);
    const version = (await findSchedule(t.company, id))!.jobVersion;
    await api().delete(`/schedules/${id}`).set(bearer(t.agent.token)).expect(200);
    expect(Date.now()).toBeLessThan(new Date(sendAt).getTime());
    expect(await scheduleJobState({ companyId: t.company.id, scheduleId: id, version })).toBeNull();
    await sleepUntilAfter(sendAt, 1000);
    expect(await t.outbox()).toEqual([]);
  });
});

describe('a worker restart', () => {
  it('sends what came due while the worker was down, once, also after a second restart', async () => {
    const t = await connectedCast();
    const sendAt = fromNow(LEAD_MS);
    const { id } = await t.create('Enviado depois do reinício', sendAt);
    await stopWorker();
    expect(Date.now()).toBeLessThan(new Date(sendAt).getTime());
    await sleepUntilAfter(sendAt, 1000);
    expect(await t.outbox()).toEqual([]);
    expect(await t.statusOf(id)).toBe('AGENDADA');

    await bootWorker();
    await vi.waitFor(async () => expect(await t.statusOf(id)).toBe('ENVIADA'), WAIT);
    await stopWorker();
    await bootWorker();
    await sleep(500);
    expect((await t.outbox()).map((m) => m.body)).toEqual(['Enviado depois do reinício']);
  });

  it('arms at boot a schedule whose job was never armed (saved while the queue was unreachable)', async () => {
    const t = await connectedCast();
    await stopWorker();
    setScheduleTimer(null);
    const { id } = await t.create('Armado pelo worker', fromNow(500));
    setScheduleTimer(bullScheduleTimer);
    expect(await t.statusOf(id)).toBe('PENDENTE');
    await sleep(1000);
    expect(await t.outbox()).toEqual([]);

    await bootWorker();
    await vi.waitFor(async () => expect(await t.statusOf(id)).toBe('ENVIADA'), WAIT);
    expect((await t.outbox()).map((m) => m.body)).toEqual(['Armado pelo worker']);
  });

  it('turns a send cut short long ago into ERRO instead of sending it again', async () => {
    const t = await connectedCast();
    const stuck = await makeSchedule(t.company, t.contact, { status: 'ENVIANDO' });
    await db().query('UPDATE schedules SET "updatedAt" = :at WHERE id = :id', { replacements: { id: stuck.id, at: new Date(Date.now() - 10 * 60_000) } });
    const recent = await makeSchedule(t.company, t.contact, { status: 'ENVIANDO' });
    expect(await rearmSchedules({ companyIds: [t.company.id] })).toMatchObject({ abandoned: 1 });
    expect(await t.statusOf(stuck.id)).toBe('ERRO');
    expect(await t.statusOf(recent.id)).toBe('ENVIANDO');
    expect(await t.outbox()).toEqual([]);
  });
});

describe('a failed send', () => {
  it('is ERRO when WhatsApp does not take it (connection down), and is not retried', async () => {
    const t = await connectedCast({ connected: false });
    const { id } = await t.create('Conexão caída', fromNow(500));
    await vi.waitFor(async () => expect(await t.statusOf(id)).toBe('ERRO'), WAIT);
    const schedule = (await findSchedule(t.company, id))!;
    expect(schedule.sentAt).toBeNull();
    await sleep(1500);
    expect(await t.statusOf(id)).toBe('ERRO');
    const stored = await Message.findAll({ where: { companyId: t.company.id, fromMe: true } });
    expect(stored.map((m) => [m.body, m.ack])).toEqual([['Conexão caída', -1]]);
    expect(scheduleEvents(t.company).at(-1)?.payload).toMatchObject({ action: 'update', schedule: { id, status: 'ERRO' } });
  });

  it('is ERRO without a default connection, or when the plan lost useSchedules', async () => {
    const t = await connectedCast();
    const ctx = systemContext(t.company.id, 'test');
    await Whatsapp.update({ isDefault: false }, { where: { companyId: t.company.id } });
    const orphan = await makeSchedule(t.company, t.contact, { sendAt: new Date() });
    expect(await sendSchedule(ctx, orphan.id, orphan.jobVersion)).toBe('failed');
    await Whatsapp.update({ isDefault: true }, { where: { companyId: t.company.id } });
    await Plan.update({ useSchedules: false }, { where: { id: t.company.planId } });
    const unplanned = await makeSchedule(t.company, t.contact, { sendAt: new Date() });
    expect(await sendSchedule(ctx, unplanned.id, unplanned.jobVersion)).toBe('failed');
    expect([await t.statusOf(orphan.id), await t.statusOf(unplanned.id)]).toEqual(['ERRO', 'ERRO']);
    expect(await t.outbox()).toEqual([]);
  });
});
