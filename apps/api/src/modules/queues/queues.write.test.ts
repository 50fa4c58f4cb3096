import { beforeEach, describe, expect, it } from 'vitest';
import { defaultSchedules, QueueColors } from '@zapdesk/shared';
import { setRoomResyncSink, type RoomResync } from '../../core/events.js';
import { Contact, Queue, QueueOption, Ticket, User, Whatsapp } from '../../models/index.js';
import { api, bearer } from '../../test/http.js';
import { eventsFor } from '../../test/events.js';
import { createCompany, createQueue, createTenant, unique } from '../../test/factories.js';
import { generateToken } from '../connections/connections.queries.js';

const queueEvents = (companyId: number) => eventsFor(companyId).filter((e) => e.event === `company-${companyId}-queue`);

// Room re-syncs travel to the realtime server in production; here they are remembered for assertions.
const resyncs: Array<{ companyId: number; resync: RoomResync }> = [];
beforeEach(() => {
  resyncs.length = 0;
  setRoomResyncSink((companyId, resync) => resyncs.push({ companyId, resync }));
});

describe('PUT /queue/:id', () => {
  it("answers 401, 403 for a plain user, 404 for another company's or an unknown queue", async () => {
    const { company, admin, agent } = await createTenant();
    const queue = await createQueue(company, { name: 'Antes' });
    const foreign = await createQueue(await createCompany());
    expect((await api().put(`/queue/${queue.id}`).send({ name: 'Depois' })).status).toBe(401);
    const denied = await api().put(`/queue/${queue.id}`).set(bearer(agent.token)).send({ name: 'Depois' });
    expect(denied.status).toBe(403);
    for (const id of [foreign.id, 2_000_000_000]) {
      expect((await api().put(`/queue/${id}`).set(bearer(admin.token)).send({ name: 'Depois' })).status).toBe(404);
    }
    expect((await Queue.findOne({ where: { companyId: foreign.companyId, id: foreign.id } }))?.name).toBe(foreign.name);
    expect((await Queue.findOne({ where: { companyId: company.id, id: queue.id } }))?.name).toBe('Antes');
  });

  it('saves the form fields, schedules and promptId null, keeps what is left out, and publishes the update', async () => {
    const { company, admin } = await createTenant();
    const queue = await createQueue(company, { name: 'Antes', color: QueueColors[2], greetingMessage: 'Oi', schedules: defaultSchedules() });
    const schedules = defaultSchedules().map((entry) => (entry.weekdayEn === 'sunday' ? { ...entry, startTime: '10:00', endTime: '14:00' } : entry));

    const res = await api()
      .put(`/queue/${queue.id}`)
      .set(bearer(admin.token))
      .send({ name: 'Depois', color: QueueColors[3], ratingMessage: 'Nota?', orderQueue: '', schedules, promptId: null });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: queue.id,
      name: 'Depois',
      color: QueueColors[3],
      greetingMessage: 'Oi',
      ratingMessage: 'Nota?',
      orderQueue: null,
      schedules,
      promptId: null,
    });
    const saved = await Queue.findOne({ where: { companyId: company.id, id: queue.id } });
    expect(saved?.schedules).toEqual(schedules);
    expect(queueEvents(company.id)).toEqual([expect.objectContaining({ payload: { action: 'update', queue: res.body } })]);
  });

  it("keeps its own colour and name, but refuses another queue's (ERR_QUEUE_COLOR_ALREADY_EXISTS)", async () => {
    const { company, admin } = await createTenant();
    const queue = await createQueue(company, { name: 'Um', color: QueueColors[10] });
    await createQueue(company, { name: 'Dois', color: QueueColors[11] });
    expect((await api().put(`/queue/${queue.id}`).set(bearer(admin.token)).send({ name: 'Um', color: QueueColors[10] })).status).toBe(200);

    const color = await api().put(`/queue/${queue.id}`).set(bearer(admin.token)).send({ color: QueueColors[11] });
    expect(color.status).toBe(400);
    expect(color.body).toMatchObject({ error: 'ERR_QUEUE_COLOR_ALREADY_EXISTS', field: 'color' });
    const name = await api().put(`/queue/${queue.id}`).set(bearer(admin.token)).send({ name: 'Dois' });
    expect(name.body).toMatchObject({ error: 'ERR_VALIDATION', field: 'name' });
    const bad = await api().put(`/queue/${queue.id}`).set(bearer(admin.token)).send({ color: 'red' });
    expect(bad.body).toMatchObject({ error: 'ERR_VALIDATION', field: 'color' });
    expect(queueEvents(company.id)).toHaveLength(1);
  });
});

describe('DELETE /queue/:id', () => {
  it("answers 401, 403 for a plain user, 404 for another company's or an unknown queue", async () => {
    const { company, admin, agent } = await createTenant();
    const queue = await createQueue(company);
    const foreign = await createQueue(await createCompany());
    expect((await api().delete(`/queue/${queue.id}`)).status).toBe(401);
    expect((await api().delete(`/queue/${queue.id}`).set(bearer(agent.token))).status).toBe(403);
    expect((await api().delete(`/queue/${foreign.id}`).set(bearer(admin.token))).status).toBe(404);
    expect((await api().delete('/queue/2000000000').set(bearer(admin.token))).status).toBe(404);
    expect(await Queue.count({ where: { companyId: foreign.companyId, id: foreign.id } })).toBe(1);
    expect(await Queue.count({ where: { companyId: company.id, id: queue.id } })).toBe(1);
  });

  it('detaches the queue from tickets, users and connections without deleting them, and drops its options', async () => {
    const { company, admin, agent } = await createTenant();
    const queue = await createQueue(company);
    const kept = await createQueue(company);
    await agent.user.$set('queues', [queue.id, kept.id]);
    const linked = await Whatsapp.create({ name: unique('wa'), token: generateToken(), companyId: company.id });
    await linked.$set('queues', [queue.id, kept.id]);
    const transferring = await Whatsapp.create({ name: unique('wa'), token: generateToken(), companyId: company.id, transferQueueId: queue.id });
    const contact = await Contact.create({ name: 'Cliente', number: unique('55').replace(/\D/g, '').slice(0, 15), companyId: company.id });
    const ticket = await Ticket.create({ contactId: contact.id, whatsappId: linked.id, queueId: queue.id, status: 'pending', companyId: company.id });
    const closedContact = await Contact.create({ name: 'Antigo', number: unique('55').replace(/\D/g, '').slice(0, 15), companyId: company.id });
    await Ticket.create({ contactId: closedContact.id, whatsappId: linked.id, queueId: queue.id, status: 'closed', companyId: company.id });
    const option = await QueueOption.create({ title: 'Boletos', option: 1, queueId: queue.id, companyId: company.id });

    const res = await api().delete(`/queue/${queue.id}`).set(bearer(admin.token));
    expect(res.status).toBe(200);

    const reloadedTicket = await Ticket.findOne({ where: { companyId: company.id, id: ticket.id } });
    expect(reloadedTicket?.queueId).toBeNull();
    const member = await User.findOne({ where: { companyId: company.id, id: agent.user.id }, include: [Queue] });
    expect(member?.queues?.map((q) => q.id)).toEqual([kept.id]);
    const connection = await Whatsapp.findOne({ where: { companyId: company.id, id: linked.id }, include: [Queue] });
    expect(connection?.queues?.map((q) => q.id)).toEqual([kept.id]);
    expect((await Whatsapp.findOne({ where: { companyId: company.id, id: transferring.id } }))?.transferQueueId).toBeNull();
    expect(await QueueOption.count({ where: { companyId: company.id, id: option.id } })).toBe(0);

    expect(queueEvents(company.id)).toEqual([expect.objectContaining({ payload: { action: 'delete', queueId: queue.id } })]);
    const whatsappUpdates = eventsFor(company.id).filter((e) => e.event === `company-${company.id}-whatsapp`);
    expect(whatsappUpdates.map((e) => (e.payload as { whatsapp: { id: number } }).whatsapp.id).sort()).toEqual([linked.id, transferring.id].sort());
    // Members leave the queue's rooms; the waiting ticket changed hands, so its watchers are checked again.
    expect(resyncs).toEqual(
      expect.arrayContaining([
        { companyId: company.id, resync: { kind: 'user', userId: agent.user.id } },
        { companyId: company.id, resync: { kind: 'ticketWatchers', ticketId: ticket.id } },
      ]),
    );
    expect(resyncs).toHaveLength(2);
    // The waiting ticket leaves the queue's lists live (the closed one has no list to leave); its old
    // queue room hears it.
    const ticketUpdates = eventsFor(company.id).filter((e) => e.event === `company-${company.id}-ticket`);
    expect(ticketUpdates.map((e) => e.payload)).toEqual([
      { action: 'update', ticket: expect.objectContaining({ id: ticket.id, queueId: null, status: 'pending' }) },
    ]);
    expect(JSON.stringify(ticketUpdates[0].target)).toContain(String(queue.id));
  });
});
