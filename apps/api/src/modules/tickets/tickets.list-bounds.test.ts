import { performance } from 'node:perf_hooks';
import { TICKET_COUNT_CAP } from '@zapdesk/shared';
import { describe, expect, it } from 'vitest';
import { db } from '../../db/sequelize.js';
import { Tag, TicketTag, User } from '../../models/index.js';
import { api, bearer } from '../../test/http.js';
import { createQueue } from '../../test/factories.js';
import { createTicketRow, joinQueues, ticketsTenant } from './ticket-factories.test-kit.js';

// Issue 19 row 3: every chosen tag used to add its own `id IN (subquery)`; 100 tags took seconds to plan
// and run, 200 never answered. The filter is one set-based condition now, and id lists are bounded.

describe('GET /tickets id lists', () => {
  it('filters by 100 tags at once in one set-based condition (answers in well under a second)', async () => {
    const t = await ticketsTenant();
    const tags = await Tag.bulkCreate(Array.from({ length: 100 }, (_, i) => ({ name: `tag-${i}`, companyId: t.company.id })));
    const tickets = [];
    for (let i = 0; i < 30; i += 1) tickets.push(await createTicketRow(t.company, { status: 'open', userId: t.agent.user.id }));
    // The first ticket carries every tag, the others all but one: only the first has all 100.
    await TicketTag.bulkCreate(
      tickets.flatMap((ticket, i) => tags.filter((_, k) => i === 0 || k !== i % 100).map((tag) => ({ ticketId: ticket.id, tagId: tag.id }))),
    );
    await db().query('ANALYZE ticket_tags');
    const started = performance.now();
    const res = await api()
      .get('/tickets')
      .query({ showAll: 'true', tags: JSON.stringify(tags.map((tag) => tag.id)) })
      .set(bearer(t.agent.token));
    const elapsed = performance.now() - started;
    expect(res.status).toBe(200);
    expect(res.body.tickets.map((ticket: { id: number }) => ticket.id)).toEqual([tickets[0].id]);
    expect(elapsed).toBeLessThan(1_000);
  });

  it('refuses more than 100 ids in tags, users or queueIds with 400 naming the list', async () => {
    const t = await ticketsTenant();
    const ids = JSON.stringify(Array.from({ length: 101 }, (_, i) => i + 1));
    for (const field of ['tags', 'users', 'queueIds']) {
      const res = await api()
        .get('/tickets')
        .query({ [field]: ids })
        .set(bearer(t.admin.token));
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error: 'ERR_VALIDATION', field });
    }
    const hundred = JSON.stringify(Array.from({ length: 100 }, (_, i) => i + 1));
    expect((await api().get('/tickets').query({ tags: hundred, users: hundred, queueIds: hundred }).set(bearer(t.admin.token))).status).toBe(200);
  });

  it('counts up to TICKET_COUNT_CAP (999+ on screen) while pages and hasMore stay exact past it', async () => {
    const t = await ticketsTenant();
    const total = TICKET_COUNT_CAP + 5;
    await db().query(
      `WITH c AS (
         INSERT INTO contacts (uuid, name, number, "companyId", "createdAt", "updatedAt")
         SELECT gen_random_uuid(), 'Cliente ' || i, '5599' || lpad(i::text, 9, '0'), :companyId, now(), now() FROM generate_series(1, :total) i
         RETURNING id)
       INSERT INTO tickets (uuid, status, "contactId", "whatsappId", "companyId", "createdAt", "updatedAt")
       SELECT gen_random_uuid(), 'pending', c.id, :whatsappId, :companyId, now(), timestamp '2026-01-01' + c.id * interval '1 second' FROM c`,
      { replacements: { companyId: t.company.id, whatsappId: t.connection.id, total } },
    );
    const page = (pageNumber: number) => api().get('/tickets').query({ status: 'pending', showAll: 'true', pageNumber }).set(bearer(t.admin.token));
    const first = await page(1);
    expect(first.body).toMatchObject({ count: TICKET_COUNT_CAP, hasMore: true });
    const last = await page(26);
    expect(last.body.tickets).toHaveLength(total - 25 * 40);
    expect(last.body).toMatchObject({ count: TICKET_COUNT_CAP, hasMore: false });
    const beyond = await page(27);
    expect(beyond.body).toMatchObject({ tickets: [], count: TICKET_COUNT_CAP, hasMore: false });
  });

  it("pages an attendant's pending tab (own, each queue's and the queue-less tickets) newest first, ties by id, without repeats", async () => {
    const t = await ticketsTenant();
    await User.update({ allTicket: 'enabled' }, { where: { id: t.agent.user.id, companyId: t.company.id } });
    await joinQueues(t.agent.user, [t.support]);
    const other = await createQueue(t.company, { name: 'Outra' });
    const base = Date.parse('2026-02-01T12:00:00Z');
    const visible: { id: number; at: number }[] = [];
    for (let i = 0; i < 90; i += 1) {
      // Owner, two queues of the agent, no queue, and a queue not theirs; every third pair shares its time.
      const kind = i % 5;
      const at = base - Math.floor(i / 2) * 60_000 * (i % 3 === 0 ? 1 : 2);
      const ticket = await createTicketRow(t.company, {
        status: 'pending',
        userId: kind === 0 ? t.agent.user.id : null,
        queueId: kind === 1 ? t.sales.id : kind === 2 ? t.support.id : kind === 3 ? null : kind === 4 ? other.id : null,
        updatedAt: new Date(at),
      });
      if (kind !== 4) visible.push({ id: ticket.id, at });
    }
    const expected = visible.sort((a, b) => b.at - a.at || b.id - a.id).map((x) => x.id);
    const pages = [];
    for (const pageNumber of [1, 2, 3]) {
      const res = await api().get('/tickets').query({ status: 'pending', showAll: 'false', pageNumber }).set(bearer(t.agent.token));
      pages.push(res.body as { tickets: { id: number }[]; count: number; hasMore: boolean });
    }
    expect(pages.flatMap((page) => page.tickets.map((ticket) => ticket.id))).toEqual(expected);
    expect(pages.map((page) => [page.count, page.hasMore])).toEqual([
      [72, true],
      [72, false],
      [72, false],
    ]);
  });
});
