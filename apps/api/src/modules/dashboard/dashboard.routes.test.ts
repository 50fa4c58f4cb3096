import { afterEach, describe, expect, it } from 'vitest';
import { db } from '../../db/sequelize.js';
import { resetClock, travel } from '../../core/clock.js';
import { Setting, type Company, type Ticket } from '../../models/index.js';
import { createSuperUser, createTenant, createUser } from '../../test/factories.js';
import { api, bearer } from '../../test/http.js';
import { createContact, createTicketRow } from '../tickets/ticket-factories.test-kit.js';

// A hand-computed set in America/Sao_Paulo (UTC-3 all year since 2019). Local days 2026-03-09 and 2026-03-10:
// cycle                       queued (UTC)        local          user   started  finished  rating
// A  in                        03-09 12:00        09th 09:00     Ana    +10 min  +40 min   3
// B  in (UTC says 10th)        03-10 02:30        09th 23:30     Ana    +5       +65       2
// C  in, being attended        03-10 13:00        10th 10:00     Bruno  +20      -         -
// D  in, waiting               03-10 14:00        10th 11:00     -      -        -         -
// E  in (last local minute)    03-11 02:59        10th 23:59     Bruno  +1       +11       -
// F  out (next local day)      03-11 03:00        11th 00:00     Ana    +1       +2        1
// G  out (day before)          03-09 02:59        08th 23:59     -      -        +5        -
// In the range: A B C D E. Finished A B E, support 30 + 60 + 10 → 33.33; wait over accepted A B C E:
// 10 + 5 + 20 + 1 → 9. Ana: 2 tickets, rating 2.5, support 45, wait 7.5. Bruno: 2, none, 10, 10.5.

const MINUTE = 60_000;
const at = (iso: string, plusMinutes = 0) => new Date(Date.parse(iso) + plusMinutes * MINUTE);

async function insertCycle(
  ticket: Ticket,
  cycle: {
    queued: string;
    userId?: number | null;
    started?: number;
    finished?: number;
    rating?: number;
  },
) {
  const queuedAt = at(cycle.queued);
  await db().query(
    `INSERT INTO ticket_trakings ("ticketId", "companyId", "whatsappId", "userId", "queuedAt", "startedAt", "finishedAt", rating, "ratingAt", "createdAt", "updatedAt")
     VALUES (:ticketId, :companyId, :whatsappId, :userId, :queuedAt, :startedAt, :finishedAt, :rating, :ratingAt, :queuedAt, :queuedAt)`,
    {
      replacements: {
        ticketId: ticket.id,
        companyId: ticket.companyId,
        whatsappId: ticket.whatsappId,
        userId: cycle.userId ?? null,
        queuedAt,
        startedAt: cycle.started === undefined ? null : at(cycle.queued, cycle.started),
        finishedAt: cycle.finished === undefined ? null : at(cycle.queued, cycle.finished),
        rating: cycle.rating ?? null,
        ratingAt: cycle.rating === undefined ? null : at(cycle.queued, (cycle.finished ?? 0) + 1),
      },
    },
  );
}

async function contactCreatedAt(company: Company, iso: string) {
  const contact = await createContact(company);
  await db().query('UPDATE contacts SET "createdAt" = :at WHERE id = :id', {
    replacements: { at: at(iso), id: contact.id },
  });
}

async function seededCompany() {
  const t = await createTenant();
  const ana = await createUser(t.company, { name: 'Ana' });
  const bruno = await createUser(t.company, { name: 'Bruno' });
  const ticket = await createTicketRow(t.company);
  const cycles = [
    {
      queued: '2026-03-09T12:00:00Z',
      userId: ana.user.id,
      started: 10,
      finished: 40,
      rating: 3,
    },
    {
      queued: '2026-03-10T02:30:00Z',
      userId: ana.user.id,
      started: 5,
      finished: 65,
      rating: 2,
    },
    { queued: '2026-03-10T13:00:00Z', userId: bruno.user.id, started: 20 },
    { queued: '2026-03-10T14:00:00Z' },
    {
      queued: '2026-03-11T02:59:00Z',
      userId: bruno.user.id,
      started: 1,
      finished: 11,
    },
    {
      queued: '2026-03-11T03:00:00Z',
      userId: ana.user.id,
      started: 1,
      finished: 2,
      rating: 1,
    },
    { queued: '2026-03-09T02:59:00Z', finished: 5 },
  ];
  for (const cycle of cycles) await insertCycle(ticket, cycle);
  await contactCreatedAt(t.company, '2026-03-09T12:00:00Z');
  await contactCreatedAt(t.company, '2026-03-11T02:00:00Z');
  await contactCreatedAt(t.company, '2026-03-11T03:00:00Z');
  // Another company's busy day must never show.
  const other = await createTenant();
  const otherTicket = await createTicketRow(other.company);
  await insertCycle(otherTicket, {
    queued: '2026-03-10T13:00:00Z',
    userId: other.agent.user.id,
    started: 1,
    finished: 500,
    rating: 1,
  });
  return { ...t, ana, bruno, other };
}

const RANGE = 'date_from=2026-03-09&date_to=2026-03-10';
const CHART_RANGE = 'initialDate=2026-03-09&finalDate=2026-03-10';

afterEach(() => resetClock());

describe('GET /dashboard', () => {
  it('computes the counters and the attendants table from the tracking cycles of the local days', async () => {
    const s = await seededCompany();
    const res = await api().get(`/dashboard?${RANGE}`).set(bearer(s.admin.token));
    expect(res.status).toBe(200);
    expect(res.body.period).toEqual({
      from: '2026-03-09',
      to: '2026-03-10',
      timezone: 'America/Sao_Paulo',
    });
    expect(res.body.counters).toEqual({
      supportHappening: 1,
      supportPending: 1,
      supportFinished: 3,
      leads: 2,
      avgSupportTime: 33.33,
      avgWaitTime: 9,
      ratings: { count: 2, average: 2.5, byScore: { 1: 0, 2: 1, 3: 1 } },
    });
    const rows = Object.fromEntries(res.body.attendants.map((row: { name: string }) => [row.name, row]));
    expect(rows.Ana).toEqual({
      id: s.ana.user.id,
      name: 'Ana',
      online: false,
      tickets: 2,
      rating: 2.5,
      avgSupportTime: 45,
      avgWaitTime: 7.5,
    });
    expect(rows.Bruno).toEqual({
      id: s.bruno.user.id,
      name: 'Bruno',
      online: false,
      tickets: 2,
      rating: null,
      avgSupportTime: 10,
      avgWaitTime: 10.5,
    });
    // Every user of the company is a row (those without cycles too), none of another company.
    expect(res.body.attendants).toHaveLength(4);
    expect(res.body.attendants.find((row: { id: number }) => row.id === s.admin.user.id)).toMatchObject({ tickets: 0, rating: null, avgSupportTime: null });
    expect(res.body.attendants.some((row: { id: number }) => row.id === s.other.agent.user.id)).toBe(false);
  });

  it("reads the days in the company's time zone: in UTC the same cycles fall on other days", async () => {
    const s = await seededCompany();
    await Setting.update({ value: 'UTC' }, { where: { companyId: s.company.id, key: 'timezone' } });
    const res = await api().get(`/dashboard?${RANGE}`).set(bearer(s.admin.token));
    expect(res.body.period.timezone).toBe('UTC');
    // UTC 09th–10th: G A B C D (E and F are on the 11th); support over A B only (G was never accepted), wait over A B C: 35 / 3.
    expect(res.body.counters).toMatchObject({
      supportHappening: 1,
      supportPending: 1,
      supportFinished: 3,
      avgSupportTime: 45,
      avgWaitTime: 11.67,
    });
    const days = await api().get('/dashboard/ticketsDay?initialDate=2026-03-10&finalDate=2026-03-11').set(bearer(s.admin.token));
    expect(days.body.data).toEqual([
      { data: '2026-03-10', total: 3 },
      { data: '2026-03-11', total: 2 },
    ]);
    const perHour = await api().get('/dashboard/ticketsDay?initialDate=2026-03-10&finalDate=2026-03-10').set(bearer(s.admin.token));
    expect(perHour.body.data.filter((slot: { total: number }) => slot.total > 0)).toEqual([
      { horario: '02:00', total: 1 },
      { horario: '13:00', total: 1 },
      { horario: '14:00', total: 1 },
    ]);
  });

  it('follows a change of the time zone setting from one request to the next, an unknown zone being the default', async () => {
    const s = await seededCompany();
    const before = await api().get(`/dashboard?${RANGE}`).set(bearer(s.admin.token));
    expect(before.body.period.timezone).toBe('America/Sao_Paulo');
    expect(before.body.counters.avgWaitTime).toBe(9);
    // Written straight to the table, as another process would: the next request still reads it.
    await Setting.update({ value: ' UTC ' }, { where: { companyId: s.company.id, key: 'timezone' } });
    const after = await api().get(`/dashboard?${RANGE}`).set(bearer(s.admin.token));
    expect(after.body.period.timezone).toBe('UTC');
    expect(after.body.counters).toMatchObject({ avgSupportTime: 45, avgWaitTime: 11.67 });
    await Setting.update({ value: 'Mars/Olympus_Mons' }, { where: { companyId: s.company.id, key: 'timezone' } });
    const unknown = await api().get(`/dashboard?${RANGE}`).set(bearer(s.admin.token));
    expect(unknown.body.period.timezone).toBe('America/Sao_Paulo');
    expect(unknown.body.counters).toEqual(before.body.counters);
  });

  it('counts a negative duration (clock skew) as 0 minutes, still in the averages', async () => {
    const t = await createTenant();
    const ticket = await createTicketRow(t.company);
    // Accepted 4 minutes before it was queued and finished 2 before it was accepted; then a normal one: 10 and 30.
    await insertCycle(ticket, { queued: '2026-03-09T12:00:00Z', userId: t.agent.user.id, started: -4, finished: -6 });
    await insertCycle(ticket, { queued: '2026-03-09T13:00:00Z', userId: t.agent.user.id, started: 10, finished: 40 });
    const res = await api().get(`/dashboard?${RANGE}`).set(bearer(t.admin.token));
    expect(res.body.counters).toMatchObject({ supportFinished: 2, avgSupportTime: 15, avgWaitTime: 5 });
    expect(res.body.attendants.find((row: { id: number }) => row.id === t.agent.user.id)).toMatchObject({
      tickets: 2,
      avgSupportTime: 15,
      avgWaitTime: 5,
    });
  });

  it("takes a period of days ending today on the company's clock, and the month so far without a filter", async () => {
    const s = await seededCompany();
    // 2026-03-10 20:00 UTC is 17:00 of the 10th in São Paulo: three days are the 8th to the 10th (G A B C D E).
    travel(Date.parse('2026-03-10T20:00:00Z') - Date.now());
    const res = await api().get('/dashboard?days=3').set(bearer(s.admin.token));
    expect(res.status).toBe(200);
    expect(res.body.period).toMatchObject({
      from: '2026-03-08',
      to: '2026-03-10',
    });
    expect(res.body.counters).toMatchObject({
      supportHappening: 1,
      supportPending: 1,
      supportFinished: 4,
    });
    const month = await api().get('/dashboard').set(bearer(s.admin.token));
    expect(month.body.period).toMatchObject({
      from: '2026-03-01',
      to: '2026-03-10',
    });
    expect(month.body.counters.supportFinished).toBe(4);
  });

  it('is for admins (the super user reads their own company), with every parameter checked', async () => {
    const s = await seededCompany();
    expect((await api().get(`/dashboard?${RANGE}`)).status).toBe(401);
    const agent = await api().get(`/dashboard?${RANGE}`).set(bearer(s.agent.token));
    expect(agent.status).toBe(403);
    expect(agent.body.error).toBe('ERR_NO_PERMISSION');
    const supervisor = await createUser(s.company, { profile: 'supervisor' });
    expect((await api().get(`/dashboard?${RANGE}`).set(bearer(supervisor.token))).status).toBe(403);
    const superUser = await createSuperUser();
    const own = await api().get(`/dashboard?${RANGE}`).set(bearer(superUser.token));
    expect(own.status).toBe(200);
    expect(own.body.counters).toMatchObject({
      supportFinished: 0,
      supportHappening: 0,
    });

    for (const query of [
      'days=2',
      'days=91',
      'days=abc',
      'days=3.5',
      'date_from=2026-03-09',
      'days=3&date_from=2026-03-09&date_to=2026-03-10',
      'date_from=2026-03-10&date_to=2026-03-09',
      'date_from=2025-01-01&date_to=2026-03-10',
      'date_from=2026-02-30&date_to=2026-03-10',
      'date_from=x&date_to=y',
      'companyId=1',
      'days=3&days=4',
      `date_from=${'9'.repeat(5000)}&date_to=2026-03-10`,
    ]) {
      const res = await api().get(`/dashboard?${query}`).set(bearer(s.admin.token));
      expect(res.status, query).toBe(400);
      expect(res.body.error, query).toBe('ERR_VALIDATION');
    }
  });
});

describe('GET /dashboard/ticketsUsers and /dashboard/ticketsDay', () => {
  it('counts cycles per attendant and per local day (every day present)', async () => {
    const s = await seededCompany();
    const users = await api().get(`/dashboard/ticketsUsers?${CHART_RANGE}&companyId=${s.other.company.id}`).set(bearer(s.admin.token));
    expect(users.status).toBe(200);
    expect(users.body).toEqual({
      data: [
        { userId: s.ana.user.id, nome: 'Ana', quantidade: 2 },
        { userId: s.bruno.user.id, nome: 'Bruno', quantidade: 2 },
      ],
      count: 4,
    });
    const days = await api().get(`/dashboard/ticketsDay?${CHART_RANGE}&companyId=${s.other.company.id}`).set(bearer(s.admin.token));
    expect(days.body).toEqual({
      data: [
        { data: '2026-03-09', total: 2 },
        { data: '2026-03-10', total: 3 },
      ],
      count: 5,
    });
    const week = await api().get('/dashboard/ticketsDay?initialDate=2026-03-07&finalDate=2026-03-11').set(bearer(s.admin.token));
    expect(week.body.data.map((slot: { total: number }) => slot.total)).toEqual([0, 1, 2, 3, 1]);
  });

  it('counts whole local days across summer time changes (a 23-hour and a 25-hour day)', async () => {
    const t = await createTenant();
    await Setting.update({ value: 'America/New_York' }, { where: { companyId: t.company.id, key: 'timezone' } });
    const ticket = await createTicketRow(t.company);
    // 2026-03-08 starts at 05:00Z (EST) and ends at 04:00Z (EDT); 2026-11-01 starts at 04:00Z (EDT) and ends at 05:00Z (EST).
    for (const queued of [
      '2026-03-08T04:59:00Z', // 7th, 23:59 EST
      '2026-03-08T05:00:00Z', // 8th, 00:00 EST
      '2026-03-09T03:59:00Z', // 8th, 23:59 EDT
      '2026-03-09T04:00:00Z', // 9th, 00:00 EDT
      '2026-11-01T03:59:00Z', // Oct 31st, 23:59 EDT
      '2026-11-01T04:00:00Z', // Nov 1st, 00:00 EDT
      '2026-11-02T04:59:00Z', // 1st, 23:59 EST
      '2026-11-02T05:00:00Z', // 2nd, 00:00 EST
    ])
      await insertCycle(ticket, { queued });
    const spring = await api().get('/dashboard/ticketsDay?initialDate=2026-03-07&finalDate=2026-03-09').set(bearer(t.admin.token));
    expect(spring.body.data).toEqual([
      { data: '2026-03-07', total: 1 },
      { data: '2026-03-08', total: 2 },
      { data: '2026-03-09', total: 1 },
    ]);
    const autumn = await api().get('/dashboard/ticketsDay?initialDate=2026-10-31&finalDate=2026-11-02').set(bearer(t.admin.token));
    expect(autumn.body.data.map((slot: { total: number }) => slot.total)).toEqual([1, 2, 1]);
    const oneDay = await api().get('/dashboard?date_from=2026-11-01&date_to=2026-11-01').set(bearer(t.admin.token));
    expect(oneDay.body.counters.supportPending).toBe(2);
    // Nobody took these cycles: no attendant's bar.
    const users = await api().get('/dashboard/ticketsUsers?initialDate=2026-10-31&finalDate=2026-11-02').set(bearer(t.admin.token));
    expect(users.body).toEqual({ data: [], count: 0 });
  });

  it('counts per local hour when the range is one day (24 slots)', async () => {
    const s = await seededCompany();
    const res = await api().get('/dashboard/ticketsDay?initialDate=2026-03-10&finalDate=2026-03-10').set(bearer(s.admin.token));
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(24);
    expect(res.body.data[0]).toEqual({ horario: '00:00', total: 0 });
    expect(res.body.data.filter((slot: { total: number }) => slot.total > 0)).toEqual([
      { horario: '10:00', total: 1 },
      { horario: '11:00', total: 1 },
      { horario: '23:00', total: 1 },
    ]);
    expect(res.body.count).toBe(3);
  });

  it('answers 401 without a token, 403 to non-admins and 400 for missing or wrong dates', async () => {
    const s = await seededCompany();
    expect((await api().get(`/dashboard/ticketsUsers?${CHART_RANGE}`)).status).toBe(401);
    expect((await api().get(`/dashboard/ticketsDay?${CHART_RANGE}`)).status).toBe(401);
    expect((await api().get(`/dashboard/ticketsUsers?${CHART_RANGE}`).set(bearer(s.agent.token))).status).toBe(403);
    expect((await api().get(`/dashboard/ticketsDay?${CHART_RANGE}`).set(bearer(s.agent.token))).status).toBe(403);
    for (const path of ['/dashboard/ticketsUsers', '/dashboard/ticketsDay']) {
      for (const query of [
        '',
        'initialDate=2026-03-09',
        'initialDate=2026-03-10&finalDate=2026-03-09',
        'initialDate=2024-01-01&finalDate=2026-03-09',
        'initialDate=2026-03-09&finalDate=2026-03-10&extra=1',
      ]) {
        const res = await api().get(`${path}?${query}`).set(bearer(s.admin.token));
        expect(res.status, `${path}?${query}`).toBe(400);
      }
    }
  });
});
