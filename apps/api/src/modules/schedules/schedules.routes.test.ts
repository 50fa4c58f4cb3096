import { describe, expect, it } from 'vitest';
import { schedulesPageSchema, scheduleSchema } from '@zapdesk/shared';
import { Plan, Schedule } from '../../models/index.js';
import { scheduleJobState } from '../../jobs/queues.js';
import { expectDto } from '../../test/expect-dto.js';
import { api, bearer } from '../../test/http.js';
import { createContact, createTicketRow } from '../tickets/ticket-factories.test-kit.js';
import { findSchedule, fromNow, makeSchedule, scheduleEvents, schedulesCast, useScheduleTimer } from './schedules.test-kit.js';

useScheduleTimer();

const HOUR = 3_600_000;
const post = (token: string, body: Record<string, unknown>) => api().post('/schedules').set(bearer(token)).send(body);
const jobOf = (s: { id: number; companyId: number; jobVersion: number }) =>
  scheduleJobState({ companyId: s.companyId, scheduleId: s.id, version: s.jobVersion });

describe('POST /schedules', () => {
  it('creates the schedule in the ScheduleDTO shape, arms its job and tells the company', async () => {
    const { company, agent, contact } = await schedulesCast();
    const sendAt = fromNow(HOUR);
    const res = await post(agent.token, { body: '  Olá {{firstName}}, tudo bem?  ', contactId: contact.id, sendAt });
    expect(res.status).toBe(201);
    expectDto(scheduleSchema, res.body);
    expect(res.body).toEqual({
      id: expect.any(Number),
      body: 'Olá {{firstName}}, tudo bem?',
      sendAt,
      sentAt: null,
      status: 'AGENDADA',
      contactId: contact.id,
      contact: { id: contact.id, name: 'Maria Souza', number: contact.number, email: '', profilePicUrl: '', isGroup: false },
      ticketId: null,
      userId: agent.user.id,
      user: { id: agent.user.id, name: agent.user.name },
      companyId: company.id,
      mediaPath: null,
      mediaName: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const stored = (await findSchedule(company, res.body.id))!;
    expect(await jobOf(stored)).toBe('delayed');
    expect(scheduleEvents(company)).toEqual([{ target: { room: 'company' }, payload: { action: 'create', schedule: res.body } }]);
  });

  it.each([
    ['a short body', { body: 'oi' }, 'body', 'Mensagem muito curta'],
    ['a blank body', { body: '      ' }, 'body', 'Obrigatório'],
    ['no contact', { contactId: undefined }, 'contactId', 'Obrigatório'],
    ['no sendAt', { sendAt: undefined }, 'sendAt', 'Obrigatório'],
    ['a sendAt without its zone', { sendAt: '2030-05-01T10:00' }, 'sendAt', 'ISO'],
    ['an impossible sendAt', { sendAt: '2030-13-45T10:00:00Z' }, 'sendAt', 'valid date'],
    ['a sendAt in the past', { sendAt: fromNow(-HOUR) }, 'sendAt', 'past'],
  ])('answers 400 naming the field for %s', async (_case, override, field, text) => {
    const { company, agent, contact } = await schedulesCast();
    const res = await post(agent.token, { body: 'Mensagem válida', contactId: contact.id, sendAt: fromNow(HOUR), ...override });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'ERR_VALIDATION', field });
    expect(res.body.message).toContain(text);
    expect(await Schedule.count({ where: { companyId: company.id } })).toBe(0);
  });

  it("refuses another company's contact (404) or a ticket of another contact (400), and answers 401 without a token", async () => {
    const { company, agent, contact } = await schedulesCast();
    const other = await schedulesCast();
    const foreign = await post(agent.token, { body: 'Mensagem válida', contactId: other.contact.id, sendAt: fromNow(HOUR) });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error).toBe('ERR_NO_CONTACT_FOUND');
    const someoneElsesTicket = await createTicketRow(company, { contact: await createContact(company) });
    const mismatch = await post(agent.token, { body: 'Mensagem válida', contactId: contact.id, sendAt: fromNow(HOUR), ticketId: someoneElsesTicket.id });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.field).toBe('ticketId');
    expect(
      (
        await api()
          .post('/schedules')
          .send({ body: 'Mensagem válida', contactId: contact.id, sendAt: fromNow(HOUR) })
      ).status,
    ).toBe(401);
    expect(await Schedule.count({ where: { companyId: company.id } })).toBe(0);
  });

  it("keeps to the plan's schedules limit, counting only schedules still waiting to go out", async () => {
    const { company, agent, contact } = await schedulesCast({ plan: { schedules: 1 } });
    await makeSchedule(company, contact, { status: 'ENVIADA', sentAt: new Date() });
    await post(agent.token, { body: 'Primeira mensagem', contactId: contact.id, sendAt: fromNow(HOUR) }).expect(201);
    const second = await post(agent.token, { body: 'Segunda mensagem', contactId: contact.id, sendAt: fromNow(HOUR) });
    expect(second.status).toBe(403);
    expect(second.body.error).toBe('ERR_PLAN_LIMIT_REACHED');
  });
});

describe('GET /schedules and /schedules/:id', () => {
  it("lists the company's schedules by sendAt, searches text and contact name, filters a period", async () => {
    const { company, agent, contact } = await schedulesCast();
    const other = await schedulesCast();
    const joao = await createContact(company, { name: 'João Pereira' });
    const later = await makeSchedule(company, contact, { body: 'Lembrete do boleto', sendAt: new Date(Date.now() + 3 * HOUR) });
    const sooner = await makeSchedule(company, joao, { body: 'Confirmação de consulta', sendAt: new Date(Date.now() + HOUR) });
    await makeSchedule(other.company, other.contact, { body: 'Lembrete de outra empresa' });

    const all = await api().get('/schedules').set(bearer(agent.token));
    expect(all.status).toBe(200);
    expectDto(schedulesPageSchema, all.body);
    expect(all.body).toMatchObject({ hasMore: false, count: 2 });
    expect(all.body.schedules.map((s: { id: number }) => s.id)).toEqual([sooner.id, later.id]);
    expect(all.body.schedules[0].contact.name).toBe('João Pereira');

    const byText = await api().get('/schedules').query({ searchParam: 'BOLETO' }).set(bearer(agent.token));
    expect(byText.body.schedules.map((s: { id: number }) => s.id)).toEqual([later.id]);
    const byName = await api().get('/schedules').query({ searchParam: 'joão' }).set(bearer(agent.token));
    expect(byName.body.schedules.map((s: { id: number }) => s.id)).toEqual([sooner.id]);
    const period = await api()
      .get('/schedules')
      .query({ sendAtFrom: fromNow(2 * HOUR), sendAtTo: fromNow(4 * HOUR) })
      .set(bearer(agent.token));
    expect(period.body.schedules.map((s: { id: number }) => s.id)).toEqual([later.id]);
    const byContact = await api().get('/schedules').query({ contactId: joao.id }).set(bearer(agent.token));
    expect(byContact.body.schedules.map((s: { id: number }) => s.id)).toEqual([sooner.id]);

    const bad = await api().get('/schedules').query({ pageNumber: 'dois' }).set(bearer(agent.token));
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('pageNumber');
    expect((await api().get('/schedules')).status).toBe(401);
  });

  it("shows one schedule of the company; another company's is 404", async () => {
    const { company, agent, contact } = await schedulesCast();
    const other = await schedulesCast();
    const own = await makeSchedule(company, contact);
    const res = await api().get(`/schedules/${own.id}`).set(bearer(agent.token));
    expect(res.status).toBe(200);
    expectDto(scheduleSchema, res.body);
    expect(res.body).toMatchObject({ id: own.id, body: own.body, status: 'AGENDADA', contact: { id: contact.id } });
    const foreign = await makeSchedule(other.company, other.contact);
    expect((await api().get(`/schedules/${foreign.id}`).set(bearer(agent.token))).status).toBe(404);
    expect((await api().get('/schedules/abc').set(bearer(agent.token))).status).toBe(404);
    expect((await api().get(`/schedules/${own.id}`)).status).toBe(401);
  });
});

describe('PUT /schedules/:id', () => {
  it('changes what was sent and arms it again under a new version', async () => {
    const { company, agent, contact } = await schedulesCast();
    const created = await post(agent.token, { body: 'Primeira versão', contactId: contact.id, sendAt: fromNow(HOUR) }).expect(201);
    const before = (await findSchedule(company, created.body.id))!;
    const sendAt = fromNow(2 * HOUR);
    const res = await api().put(`/schedules/${before.id}`).set(bearer(agent.token)).send({ body: 'Segunda versão', sendAt });
    expect(res.status).toBe(200);
    expectDto(scheduleSchema, res.body);
    expect(res.body).toMatchObject({ id: before.id, body: 'Segunda versão', sendAt, status: 'AGENDADA', contactId: contact.id });
    const after = (await findSchedule(company, before.id))!;
    expect(after.jobVersion).toBe(before.jobVersion + 1);
    expect(await jobOf(before)).toBeNull();
    expect(await jobOf(after)).toBe('delayed');
    expect(scheduleEvents(company).at(-1)).toEqual({ target: { room: 'company' }, payload: { action: 'update', schedule: res.body } });
  });

  it('schedules a failed (ERRO) one again', async () => {
    const { company, agent, contact } = await schedulesCast();
    const failed = await makeSchedule(company, contact, { status: 'ERRO' });
    const res = await api()
      .put(`/schedules/${failed.id}`)
      .set(bearer(agent.token))
      .send({ sendAt: fromNow(HOUR) });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('AGENDADA');
  });

  it("refuses a sent or sending schedule (409 ERR_SCHEDULE_ALREADY_SENT), bad input (400), another company's (404) and no token (401)", async () => {
    const { company, agent, contact } = await schedulesCast();
    const other = await schedulesCast();
    const sent = await makeSchedule(company, contact, { status: 'ENVIADA', sentAt: new Date() });
    const sending = await makeSchedule(company, contact, { status: 'ENVIANDO' });
    for (const record of [sent, sending]) {
      const res = await api().put(`/schedules/${record.id}`).set(bearer(agent.token)).send({ body: 'Mudança tardia' });
      expect(res.status).toBe(409);
      expect(res.body.error).toBe('ERR_SCHEDULE_ALREADY_SENT');
      expect((await findSchedule(company, record.id))?.body).toBe(record.body);
    }
    const waiting = await makeSchedule(company, contact);
    const short = await api().put(`/schedules/${waiting.id}`).set(bearer(agent.token)).send({ body: 'oi' });
    expect(short.status).toBe(400);
    expect(short.body).toMatchObject({ field: 'body', message: expect.stringContaining('Mensagem muito curta') });
    const foreignContact = await api().put(`/schedules/${waiting.id}`).set(bearer(agent.token)).send({ contactId: other.contact.id });
    expect(foreignContact.status).toBe(404);
    const foreign = await makeSchedule(other.company, other.contact);
    expect((await api().put(`/schedules/${foreign.id}`).set(bearer(agent.token)).send({ body: 'Invasão de agenda' })).status).toBe(404);
    expect((await findSchedule(other.company, foreign.id))?.body).toBe(foreign.body);
    expect((await api().put(`/schedules/${waiting.id}`).send({ body: 'Sem token nenhum' })).status).toBe(401);
  });
});

describe('DELETE /schedules/:id', () => {
  it("deletes the schedule and its job; another company's is 404; 401 without a token", async () => {
    const { company, agent, contact } = await schedulesCast();
    const other = await schedulesCast();
    const created = await post(agent.token, { body: 'Vai ser apagado', contactId: contact.id, sendAt: fromNow(HOUR) }).expect(201);
    const stored = (await findSchedule(company, created.body.id))!;
    expect((await api().delete(`/schedules/${stored.id}`)).status).toBe(401);
    const res = await api().delete(`/schedules/${stored.id}`).set(bearer(agent.token));
    expect(res.status).toBe(200);
    expect(await findSchedule(company, stored.id)).toBeNull();
    expect(await jobOf(stored)).toBeNull();
    expect(scheduleEvents(company).at(-1)?.payload).toEqual({ action: 'delete', scheduleId: stored.id });
    const foreign = await makeSchedule(other.company, other.contact);
    expect((await api().delete(`/schedules/${foreign.id}`).set(bearer(agent.token))).status).toBe(404);
    expect(await findSchedule(other.company, foreign.id)).not.toBeNull();
  });
});

describe('plan flag useSchedules', () => {
  it("answers 403 on every route when the company's plan has it off", async () => {
    const { company, agent, contact } = await schedulesCast();
    const record = await makeSchedule(company, contact);
    await Plan.update({ useSchedules: false }, { where: { id: company.planId } });
    const auth = bearer(agent.token);
    const responses = [
      await api().get('/schedules').set(auth),
      await api().get(`/schedules/${record.id}`).set(auth),
      await api()
        .post('/schedules')
        .set(auth)
        .send({ body: 'Mensagem válida', contactId: contact.id, sendAt: fromNow(HOUR) }),
      await api().put(`/schedules/${record.id}`).set(auth).send({ body: 'Mensagem válida' }),
      await api().delete(`/schedules/${record.id}`).set(auth),
      await api().get(`/schedules/${record.id}/media`).set(auth),
      await api().post(`/schedules/${record.id}/media-upload`).set(auth).attach('file', Buffer.from('x'), 'a.png'),
      await api().delete(`/schedules/${record.id}/media-upload`).set(auth),
    ];
    expect(responses.map((r) => r.status)).toEqual(Array(8).fill(403));
    expect(responses.every((r) => r.body.error === 'ERR_NO_PERMISSION')).toBe(true);
    expect(await findSchedule(company, record.id)).not.toBeNull();
  });
});
