import { describe, expect, it } from 'vitest';
import { defaultSchedules, type ScheduleEntry } from '@zapdesk/shared';
import { Company } from '../../models/index.js';
import { api, bearer } from '../../test/http.js';
import { botTenant, line, setNow, useWhatsappProcess } from './bot.test-kit.js';

useWhatsappProcess();

// Wednesday 2026-03-11 12:00 UTC: 21:00 in Tokyo (closed by the default hours), 09:00 in São Paulo (open).
const TOKYO_NIGHT = '2026-03-11T12:00:00Z';
// Wednesday 2026-03-11 01:00 UTC: 10:00 in Tokyo (open), Tuesday 22:00 in São Paulo (closed).
const TOKYO_MORNING = '2026-03-11T01:00:00Z';
const CLOSED = 'Estamos fora do horário, {{firstName}}. Atendemos de segunda a sexta, das 8h às 18h.';
const closedFor = (name: string) => `Estamos fora do horário, ${name}. Atendemos de segunda a sexta, das 8h às 18h.`;

/** A company on Tokyo time, hours by company, two queues on the connection. */
async function companyHoursTenant() {
  const t = await botTenant({
    connection: { greetingMessage: 'Escolha:', outOfHoursMessage: CLOSED },
    queues: [{ name: 'Vendas' }, { name: 'Suporte' }],
    settings: { scheduleType: 'company', timezone: 'Asia/Tokyo' },
  });
  await Company.update({ schedules: defaultSchedules() }, { where: { id: t.company.id } });
  return t;
}
const menu = `Escolha:\n\n${line(1, 'Vendas')}\n${line(2, 'Suporte')}`;

describe("out of hours by the company's schedule (scheduleType company)", () => {
  it("tells the customer once per cycle, on the company's clock, and the bot still routes the ticket", async () => {
    setNow(TOKYO_NIGHT);
    const t = await companyHoursTenant();
    await t.write('Oi');
    expect(await t.heard()).toEqual([closedFor('Maria'), menu]);
    await t.write('1');
    await t.write('tem alguém aí?');
    expect(await t.heard()).toEqual([]);
    expect(await t.ticket()).toMatchObject({ status: 'pending', queueId: t.queues[0].id });
    expect((await t.cycles()).at(-1)?.outOfHoursAt).toBeInstanceOf(Date);

    // A new cycle (resolved, then the customer writes again) is told again.
    const resolved = await api()
      .put(`/tickets/${(await t.ticket()).id}`)
      .set(bearer(t.admin.token))
      .send({ status: 'closed' });
    expect(resolved.status).toBe(200);
    await t.write('Oi de novo');
    expect(await t.heard()).toEqual([closedFor('Maria'), menu]);
  });

  it("says nothing during the company's hours in its zone, though it is night in São Paulo", async () => {
    setNow(TOKYO_MORNING);
    const t = await companyHoursTenant();
    await t.write('Oi');
    expect(await t.heard()).toEqual([menu]);
  });

  it('never tells a ticket an attendant owns', async () => {
    setNow(TOKYO_MORNING);
    const t = await companyHoursTenant();
    await t.write('Oi');
    await t.heard();
    await (await t.ticket()).update({ status: 'open', userId: t.admin.user.id });
    setNow(TOKYO_NIGHT);
    await t.write('Ainda aí?');
    expect(await t.heard()).toEqual([]);
  });

  it("follows the company's own schedule rows (a Wednesday evening shift)", async () => {
    setNow(TOKYO_NIGHT);
    const t = await companyHoursTenant();
    const evening: ScheduleEntry[] = defaultSchedules().map((entry) =>
      entry.weekdayEn === 'wednesday' ? { ...entry, startTime: '20:00', endTime: '23:00' } : entry,
    );
    await Company.update({ schedules: evening }, { where: { id: t.company.id } });
    await t.write('Oi');
    expect(await t.heard()).toEqual([menu]);
  });
});

describe('out of hours by queue (scheduleType queue)', () => {
  /** São Paulo time; Vendas opens at 13:00 on Wednesdays, Suporte keeps the default hours. */
  async function queueHoursTenant() {
    const afternoon = defaultSchedules().map((entry) => (entry.weekdayEn === 'wednesday' ? { ...entry, startTime: '13:00', endTime: '18:00' } : entry));
    return botTenant({
      connection: { greetingMessage: 'Escolha:', outOfHoursMessage: 'Fora do horário.' },
      queues: [
        { name: 'Vendas', greetingMessage: 'Vendas, aguarde.', outOfHoursMessage: 'Vendas abre às 13h, {{firstName}}.', schedules: afternoon },
        { name: 'Suporte', greetingMessage: 'Suporte, aguarde.', schedules: defaultSchedules() },
      ],
      settings: { scheduleType: 'queue' },
    });
  }

  it('tells the customer when the chosen queue is closed, once per cycle; the ticket lands in that queue', async () => {
    setNow(TOKYO_NIGHT); // 09:00 in São Paulo
    const t = await queueHoursTenant();
    await t.write('Oi');
    expect(await t.heard()).toEqual([menu]);
    await t.write('1');
    expect(await t.heard()).toEqual(['Vendas abre às 13h, Maria.', 'Vendas, aguarde.']);
    expect(await t.ticket()).toMatchObject({ status: 'pending', queueId: t.queues[0].id, chatbot: false });
    await t.write('Ok, aguardo');
    expect(await t.heard()).toEqual([]);
  });

  it("says nothing for a queue that is open, and uses the connection's message when the queue has none", async () => {
    setNow(TOKYO_NIGHT);
    const t = await queueHoursTenant();
    await t.write('Oi');
    await t.write('2');
    expect(await t.heard()).toEqual([menu, 'Suporte, aguarde.']);

    setNow('2026-03-11T23:00:00Z'); // 20:00 in São Paulo: Suporte is closed too
    const late = await queueHoursTenant();
    await late.write('Oi');
    await late.write('2');
    expect(await late.heard()).toEqual([menu, 'Fora do horário.', 'Suporte, aguarde.']);
  });
});
