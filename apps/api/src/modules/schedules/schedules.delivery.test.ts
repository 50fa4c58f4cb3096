import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { env } from '../../config/env.js';
import { now, resetClock } from '../../core/clock.js';
import { systemContext } from '../../core/context.js';
import { setScheduleTimer } from '../../core/schedule-timer.js';
import { db } from '../../db/sequelize.js';
import { performScheduleJob, startScheduleProcessor } from '../../jobs/send-schedule.job.js';
import { bullScheduleTimer, closeQueues, scheduleJobState } from '../../jobs/queues.js';
import { Message, Plan, Ticket, Whatsapp } from '../../models/index.js';
import { api, bearer } from '../../test/http.js';
import { connectSandbox, sandboxOutbox, useWhatsappProcess } from '../../test/whatsapp-process.js';
import { rearmSchedules } from './rearm-schedules.js';
import { sendSchedule } from './send-schedule.js';
import { findSchedule, fromNow, makeSchedule, movableScheduleTimer, scheduleEvents, schedulesCast } from './schedules.test-kit.js';

// Schedules delivered through the real pieces: Bull's queue, the schedule processor (the worker's), the
// whatsapp process with the sandbox phone, whose outbox is what the customer received. The wait for sendAt
// runs on the movable clock (schedules.test-kit.ts#movableScheduleTimer): a test moves time, never sleeps,
// and no assertion depends on how fast the machine is. The queue lives under REDIS_PREFIX, which every test
// file of a run shares: this file's worker uses a prefix of its own, so it never takes (or leaves) jobs of
// other files.
env.REDIS_PREFIX = `${env.REDIS_PREFIX}-schedules-delivery`;

// Deadlines, not sleeps: a send crosses Bull, the API and the whatsapp process, which on a CI machine running
// three suites at once on two cores can take seconds. A passing test returns as soon as its state is reached.
const WAIT = { timeout: 30_000, interval: 50 };
vi.setConfig({ testTimeout: 90_000 });
const HOUR = 3_600_000;
const clock = movableScheduleTimer();
const companies: number[] = [];

/** The worker process as far as schedules go: the processor plus its boot-time re-arming. */
async function bootWorker(): Promise<void> {
  startScheduleProcessor();
  await rearmSchedules({ companyIds: companies });
}

/** A worker that stops: its Bull clients close; jobs stay in Redis. */
const stopWorker = () => closeQueues();

useWhatsappProcess();
beforeAll(() => {
  setScheduleTimer(clock.timer);
  startScheduleProcessor();
});
afterEach(() => resetClock());
afterAll(() => setScheduleTimer(null));

/** A company whose default connection is a paired sandbox phone, with a contact to write to. */
async function connectedCast(options: { connected?: boolean } = {}) {
  const cast = await schedulesCast();
  companies.push(cast.company.id);
  const connection = await Whatsapp.create({
    name: 'Sandbox',
    provider: 'sandbox',
    isDefault: true,
    status: 'DISCONNECTED',
    companyId: cast.company.id,
    token: randomBytes(32).toString('hex'),
  });
  if (options.connected ?? true) await connectSandbox(cast.company.id, connection.id);
  const outbox = () => sandboxOutbox(cast.company.id, connection.id);
  const create = (body: string, sendAt: string) =>
    api()
      .post('/schedules')
      .set(bearer(cast.agent.token))
      .send({ body, contactId: cast.contact.id, sendAt })
      .expect(201)
      .then((r) => r.body as { id: number });
  const statusOf = async (id: number) => (await findSchedule(cast.company, id))?.status;
  const refOf = async (id: number) => ({ companyId: cast.company.id, scheduleId: id, version: (await findSchedule(cast.company, id))!.jobVersion });
  /** A later schedule, due after everything above and sent: the queue has processed what came before it. */
  const laterOneSent = async () => {
    const { id } = await create('Mensagem posterior', fromNow(HOUR));
    await clock.advance(HOUR);
    await vi.waitFor(async () => expect(await statusOf(id)).toBe('ENVIADA'), WAIT);
  };
  return { ...cast, connection, outbox, create, statusOf, refOf, laterOneSent };
}

describe('a schedule at its time', () => {
  it('is sent once through the default connection, with the message variables, recorded in a closed ticket', async () => {
    const t = await connectedCast();
    const sendAt = fromNow(HOUR);
    const { id } = await t.create('Olá {{firstName}}, lembrete para {{name}}.', sendAt);
    expect(clock.isArmed(await t.refOf(id))).toBe(true);
    // A minute early: still waiting.
    await clock.advance(HOUR - 60_000);
    expect(await t.statusOf(id)).toBe('AGENDADA');
    expect(await t.outbox()).toEqual([]);

    await clock.advance(60_000);
    await vi.waitFor(async () => expect(await t.statusOf(id)).toBe('ENVIADA'), WAIT);
    const schedule = (await findSchedule(t.company, id))!;
    expect(schedule.sentAt!.getTime()).toBeGreaterThanOrEqual(new Date(sendAt).getTime());
    const sent = await t.outbox();
    expect(sent.map((m) => ({ to: m.chatId, body: m.body }))).toEqual([
      { to: `${t.contact.number}@s.whatsapp.net`, body: 'Olá Maria, lembrete para Maria Souza.' },
    ]);
    const ticket = (await Ticket.findOne({ where: { id: schedule.ticketId!, companyId: t.company.id } }))!;
    expect(ticket).toMatchObject({
      contactId: t.contact.id,
      whatsappId: t.connection.id,
      status: 'closed',
      lastMessage: 'Olá Maria, lembrete para Maria Souza.',
    });
    const [message] = await Message.findAll({ where: { companyId: t.company.id, ticketId: ticket.id } });
    expect(message).toMatchObject({ fromMe: true, body: 'Olá Maria, lembrete para Maria Souza.', wid: sent[0].id });
    // Events follow the commit, which other connections may see a moment before the after-commit hook runs.
    await vi.waitFor(
      () =>
        expect(scheduleEvents(t.company).map((e) => (e.payload.schedule as { status: string } | undefined)?.status)).toEqual([
          'AGENDADA',
          'ENVIANDO',
          'ENVIADA',
        ]),
      WAIT,
    );

    // The same job again, a re-arming sweep, and a later schedule sent after them: nothing goes out twice.
    await performScheduleJob({ companyId: t.company.id, scheduleId: id, version: schedule.jobVersion });
    await rearmSchedules({ companyIds: [t.company.id] });
    await t.laterOneSent();
    expect((await t.outbox()).map((m) => m.body)).toEqual(['Olá Maria, lembrete para Maria Souza.', 'Mensagem posterior']);
  });

  it('goes out once however many jobs race for it', async () => {
    const t = await connectedCast();
    const schedule = await makeSchedule(t.company, t.contact, { body: 'Corrida de jobs', sendAt: now() });
    const ctx = systemContext(t.company.id, 'test');
    const outcomes = await Promise.all([1, 2, 3, 4].map(() => sendSchedule(ctx, schedule.id, schedule.jobVersion)));
    expect(outcomes.sort()).toEqual(['sent', 'skipped', 'skipped', 'skipped']);
    expect((await t.outbox()).map((m) => m.body)).toEqual(['Corrida de jobs']);
  });

  it('carries its picture, with the text as caption', async () => {
    const t = await connectedCast();
    const { id } = await t.create('Segue a foto do produto', fromNow(60_000));
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(32)]);
    await api()
      .post(`/schedules/${id}/media-upload`)
      .set(bearer(t.agent.token))
      .attach('file', png, { filename: 'produto.png', contentType: 'image/png' })
      .expect(200);
    const schedule = (await findSchedule(t.company, id))!;
    expect(await sendSchedule(systemContext(t.company.id, 'test'), id, schedule.jobVersion)).toBe('sent');
    const [sent] = await t.outbox();
    expect(sent).toMatchObject({ body: 'Segue a foto do produto', media: expect.objectContaining({ mimetype: 'image/png' }) });
    const message = (await Message.findOne({ where: { companyId: t.company.id, wid: sent.id } }))!;
    expect(message).toMatchObject({ mediaType: 'image', filename: 'produto.png' });
    expect(message.mediaPath).not.toBe(schedule.mediaPath);
  });
});

describe("Bull's own delay", () => {
  it('fires a delayed job by itself, not before its time', async () => {
    const t = await connectedCast();
    // The production timer: Bull's delayed job, on the real clock (the one test that waits, for under 2 s).
    setScheduleTimer(bullScheduleTimer);
    try {
      const sendAt = fromNow(1500);
      const { id } = await t.create('Pelo atraso do Bull', sendAt);
      await vi.waitFor(async () => expect(await t.statusOf(id)).toBe('ENVIADA'), WAIT);
      expect((await findSchedule(t.company, id))!.sentAt!.getTime()).toBeGreaterThanOrEqual(new Date(sendAt).getTime());
    } finally {
      setScheduleTimer(clock.timer);
    }
  });
});

describe('moving and removing the job', () => {
  it('an edit moves the job: nothing at the old time, the new text at the new one', async () => {
    const t = await connectedCast();
    const { id } = await t.create('Texto antigo', fromNow(HOUR));
    const oldRef = await t.refOf(id);
    await api()
      .put(`/schedules/${id}`)
      .set(bearer(t.agent.token))
      .send({ body: 'Texto novo', sendAt: fromNow(2 * HOUR) })
      .expect(200);
    expect(clock.isArmed(oldRef)).toBe(false);
    expect(await scheduleJobState(oldRef)).toBeNull();
    // Even if the old job had escaped removal (running at the time), it finds a newer version.
    expect(await performScheduleJob(oldRef).then(() => t.statusOf(id))).toBe('AGENDADA');
    await clock.advance(HOUR + 60_000);
    expect(await t.statusOf(id)).toBe('AGENDADA');
    await clock.advance(HOUR);
    await vi.waitFor(async () => expect(await t.statusOf(id)).toBe('ENVIADA'), WAIT);
    // Both instants have passed and the queue has sent the new version: the old text never went out.
    expect((await t.outbox()).map((m) => m.body)).toEqual(['Texto novo']);
  });

  it('a delete removes it: nothing is sent', async () => {
    const t = await connectedCast();
    const { id } = await t.create('Não deve sair', fromNow(HOUR));
    const ref = await t.refOf(id);
    await api().delete(`/schedules/${id}`).set(bearer(t.agent.token)).expect(200);
    expect(clock.isArmed(ref)).toBe(false);
    expect(await scheduleJobState(ref)).toBeNull();
    // Past its time, a later schedule goes out alone.
    await t.laterOneSent();
    expect((await t.outbox()).map((m) => m.body)).toEqual(['Mensagem posterior']);
  });
});

describe('a worker restart', () => {
  it('sends what came due while the worker was down, once, also after a second restart', async () => {
    const t = await connectedCast();
    const { id } = await t.create('Enviado depois do reinício', fromNow(HOUR));
    await stopWorker();
    // Its time comes while no worker runs: the due job waits in Redis.
    await clock.advance(HOUR);
    expect(await scheduleJobState(await t.refOf(id))).toBe('waiting');
    expect(await t.statusOf(id)).toBe('AGENDADA');
    expect(await t.outbox()).toEqual([]);

    await bootWorker();
    await vi.waitFor(async () => expect(await t.statusOf(id)).toBe('ENVIADA'), WAIT);
    await stopWorker();
    await bootWorker();
    await t.laterOneSent();
    expect((await t.outbox()).map((m) => m.body)).toEqual(['Enviado depois do reinício', 'Mensagem posterior']);
  });

  it('arms at boot a schedule whose job was never armed (saved while the queue was unreachable)', async () => {
    const t = await connectedCast();
    await stopWorker();
    setScheduleTimer(null);
    const { id } = await t.create('Armado pelo worker', fromNow(HOUR));
    setScheduleTimer(clock.timer);
    expect(await t.statusOf(id)).toBe('PENDENTE');
    const ref = await t.refOf(id);
    expect([clock.isArmed(ref), await scheduleJobState(ref)]).toEqual([false, null]);
    await clock.advance(HOUR);

    await bootWorker();
    await vi.waitFor(async () => expect(await t.statusOf(id)).toBe('ENVIADA'), WAIT);
    expect((await t.outbox()).map((m) => m.body)).toEqual(['Armado pelo worker']);
  });

  it('turns a send cut short long ago into ERRO instead of sending it again', async () => {
    const t = await connectedCast();
    const stuck = await makeSchedule(t.company, t.contact, { status: 'ENVIANDO' });
    await db().query('UPDATE schedules SET "updatedAt" = :at WHERE id = :id', { replacements: { id: stuck.id, at: new Date(now().getTime() - 10 * 60_000) } });
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
    const { id } = await t.create('Conexão caída', fromNow(HOUR));
    await clock.advance(HOUR);
    await vi.waitFor(async () => expect(await t.statusOf(id)).toBe('ERRO'), WAIT);
    const schedule = (await findSchedule(t.company, id))!;
    expect(schedule.sentAt).toBeNull();
    // The job ended as completed (a failure after the claim is recorded, never thrown): Bull has nothing to retry.
    await vi.waitFor(async () => expect(await scheduleJobState(await t.refOf(id))).toBe('completed'), WAIT);
    expect(await t.statusOf(id)).toBe('ERRO');
    const stored = await Message.findAll({ where: { companyId: t.company.id, fromMe: true } });
    expect(stored.map((m) => [m.body, m.ack])).toEqual([['Conexão caída', -1]]);
    expect(scheduleEvents(t.company).at(-1)?.payload).toMatchObject({ action: 'update', schedule: { id, status: 'ERRO' } });
  });

  it('is ERRO without a default connection, or when the plan lost useSchedules', async () => {
    const t = await connectedCast();
    const ctx = systemContext(t.company.id, 'test');
    await Whatsapp.update({ isDefault: false }, { where: { companyId: t.company.id } });
    const orphan = await makeSchedule(t.company, t.contact, { sendAt: now() });
    expect(await sendSchedule(ctx, orphan.id, orphan.jobVersion)).toBe('failed');
    await Whatsapp.update({ isDefault: true }, { where: { companyId: t.company.id } });
    await Plan.update({ useSchedules: false }, { where: { id: t.company.planId } });
    const unplanned = await makeSchedule(t.company, t.contact, { sendAt: now() });
    expect(await sendSchedule(ctx, unplanned.id, unplanned.jobVersion)).toBe('failed');
    expect([await t.statusOf(orphan.id), await t.statusOf(unplanned.id)]).toEqual(['ERRO', 'ERRO']);
    expect(await t.outbox()).toEqual([]);
  });
});
