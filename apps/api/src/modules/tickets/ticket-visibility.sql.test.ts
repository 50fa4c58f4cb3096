import { CONVERSATION, canSeeTicket, listSight, type TicketSight, type TicketStatus, type TicketViewer } from '@zapdesk/shared';
import { describe, expect, it } from 'vitest';
import { SqlLiterals, queryRows } from '../../core/sql.js';
import { systemContext } from '../../core/context.js';
import { User } from '../../models/index.js';
import { api, bearer } from '../../test/http.js';
import { createQueue, createTenant, createUser } from '../../test/factories.js';
import { createTicketRow } from './ticket-factories.test-kit.js';
import { pendingListBranchesSql, visibilitySql } from './ticket-visibility.sql.js';

// canSeeTicket (packages/shared) and visibilitySql (what the list query runs) are one rule written twice:
// every viewer × ticket × sight × status filter below must give the same tickets both ways.

const STATUSES: TicketStatus[] = ['pending', 'open', 'closed'];
const SIGHTS: [string, TicketSight][] = [
  ['conversation', CONVERSATION],
  ['list', listSight(false)],
  ['list showAll', listSight(true)],
];

async function visibilityCast() {
  const { company } = await createTenant();
  const mine = await createQueue(company);
  const others = await createQueue(company);
  const me = await createUser(company);
  const colleague = await createUser(company);
  const tickets = [];
  for (const status of STATUSES) {
    for (const userId of [me.user.id, colleague.user.id, null]) {
      for (const queueId of [mine.id, others.id, null]) tickets.push(await createTicketRow(company, { status, userId, queueId }));
    }
  }
  const viewers: TicketViewer[] = [{ userId: null, isAdmin: true, queueIds: [], allTicket: true }];
  for (const isAdmin of [false, true]) {
    for (const queueIds of [[], [mine.id], [mine.id, others.id]]) {
      for (const allTicket of [false, true]) viewers.push({ userId: me.user.id, isAdmin, queueIds, allTicket });
    }
  }
  return { company, tickets, viewers };
}

describe('canSeeTicket and visibilitySql', () => {
  it('agree on every viewer, ticket, sight and status filter', async () => {
    const { company, tickets, viewers } = await visibilityCast();
    const ctx = systemContext(company.id, 'test');
    let compared = 0;
    for (const viewer of viewers) {
      for (const [sightName, sight] of SIGHTS) {
        for (const status of [undefined, ...STATUSES]) {
          // The viewer as the list statement reads it: from a row of the statement itself.
          const sqlViewer = {
            isAdmin: viewer.isAdmin,
            userId: '(SELECT "userId" FROM v)',
            queueIds: '(SELECT "queueIds" FROM v)',
            allTicket: '(SELECT "allTicket" FROM v)',
          };
          const visibility = visibilitySql(sqlViewer, sight, status);
          const value = (v: unknown) => new SqlLiterals().add(v);
          const viewerRow = `WITH v AS (SELECT ${value(viewer.userId)}::int AS "userId", ${value(viewer.queueIds)}::int[] AS "queueIds", ${value(viewer.allTicket)}::boolean AS "allTicket")`;
          const companyId = `${value(company.id)}::int`;
          const where = [`t."companyId" = ${companyId}`, ...(status ? [`t.status = '${status}'`] : []), ...(visibility ? [visibility] : [])];
          const rows = await queryRows<{ id: number }>(ctx, `${viewerRow} SELECT t.id FROM tickets t WHERE ${where.join(' AND ')} ORDER BY t.id`);
          const expected = tickets.filter((t) => (!status || t.status === status) && canSeeTicket(viewer, t, sight)).map((t) => t.id);
          expect({ viewer, sightName, status, ids: rows.map((row) => row.id) }).toEqual({ viewer, sightName, status, ids: expected });
          compared += 1;
          // The pending tab's other form: one ordered branch per way of seeing a ticket.
          if (status === 'pending' && sight.in === 'list' && visibility !== null && viewer.userId !== null) {
            const branched = await queryRows<{ id: number }>(
              ctx,
              `${viewerRow} SELECT id FROM (${pendingListBranchesSql(sqlViewer, `t."companyId" = ${companyId} AND t.status = 'pending'`, '1000')}) b ORDER BY id`,
            );
            expect({ viewer, sightName, branches: branched.map((row) => row.id) }).toEqual({ viewer, sightName, branches: expected });
            compared += 1;
          }
        }
      }
    }
    // Besides every combination, the branch form of the pending list: the 12 users without showAll, the 6 non-admins with it.
    expect(compared).toBe(viewers.length * SIGHTS.length * 4 + 18);
  });
});

describe('a ticket without a queue that is not pending, and a user with allTicket', () => {
  it('is neither opened, nor read, nor listed for them (allTicket reaches pending tickets without a queue only)', async () => {
    const { company, admin } = await createTenant();
    const allTicket = await createUser(company);
    await User.update({ allTicket: 'enabled' }, { where: { id: allTicket.user.id, companyId: company.id } });
    const colleague = await createUser(company);
    const viewer: TicketViewer = { userId: allTicket.user.id, isAdmin: false, queueIds: [], allTicket: true };
    const pending = await createTicketRow(company, { status: 'pending' });
    const open = await createTicketRow(company, { status: 'open', userId: colleague.user.id });
    const closed = await createTicketRow(company, { status: 'closed', userId: colleague.user.id });

    for (const ticket of [open, closed]) {
      expect(canSeeTicket(viewer, ticket)).toBe(false);
      expect((await api().get(`/tickets/${ticket.id}`).set(bearer(allTicket.token))).status).toBe(403);
      expect((await api().get(`/messages/${ticket.id}`).set(bearer(allTicket.token))).status).toBe(403);
      expect((await api().get(`/tickets/${ticket.id}`).set(bearer(admin.token))).status).toBe(200);
    }
    expect(canSeeTicket(viewer, pending)).toBe(true);
    expect((await api().get(`/tickets/${pending.id}`).set(bearer(allTicket.token))).status).toBe(200);
    expect((await api().get(`/messages/${pending.id}`).set(bearer(allTicket.token))).status).toBe(200);
    const listed = await api().get('/tickets').set(bearer(allTicket.token));
    expect(listed.body.tickets.map((t: { id: number }) => t.id)).toEqual([pending.id]);
  });
});
