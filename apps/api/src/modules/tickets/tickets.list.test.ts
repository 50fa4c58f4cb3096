import { describe, expect, it } from 'vitest';
import { Tag, TicketTag, User } from '../../models/index.js';
import { api, bearer } from '../../test/http.js';
import type { TestUser } from '../../test/factories.js';
import { addMessage, createContact, createTicketRow, ticketsTenant, type TicketsTenant } from './ticket-factories.test-kit.js';

async function list(user: TestUser, query: Record<string, string | number> = {}) {
  const res = await api().get('/tickets').query(query).set(bearer(user.token));
  expect(res.status).toBe(200);
  return res.body as { tickets: { id: number }[]; count: number; hasMore: boolean };
}

const ids = (body: { tickets: { id: number }[] }) => body.tickets.map((t) => t.id).sort((a, b) => a - b);

/** The visibility cast: one ticket per situation the rules distinguish. */
async function matrix(t: TicketsTenant) {
  const { company, sales, support, agent, agent2, admin } = t;
  return {
    pendingSales: await createTicketRow(company, { status: 'pending', queueId: sales.id }),
    pendingSupport: await createTicketRow(company, { status: 'pending', queueId: support.id }),
    pendingNoQueue: await createTicketRow(company, { status: 'pending' }),
    openMine: await createTicketRow(company, { status: 'open', queueId: sales.id, userId: agent.user.id }),
    openColleague: await createTicketRow(company, { status: 'open', queueId: sales.id, userId: agent2.user.id }),
    closedMine: await createTicketRow(company, { status: 'closed', queueId: sales.id, userId: agent.user.id }),
    closedAdmin: await createTicketRow(company, { status: 'closed', queueId: support.id, userId: admin.user.id }),
    openAdminNoQueue: await createTicketRow(company, { status: 'open', userId: admin.user.id }),
  };
}

describe('GET /tickets visibility', () => {
  it('shows an agent their tickets, the pending ones of their queues and their closed ones', async () => {
    const t = await ticketsTenant();
    const m = await matrix(t);
    expect(ids(await list(t.agent))).toEqual([m.pendingSales.id, m.openMine.id, m.closedMine.id].sort((a, b) => a - b));
    expect(ids(await list(t.agent, { status: 'open' }))).toEqual([m.openMine.id]);
    expect(ids(await list(t.agent, { status: 'pending' }))).toEqual([m.pendingSales.id]);
    expect(ids(await list(t.agent, { status: 'closed' }))).toEqual([m.closedMine.id]);
    // showAll is honoured for admins only.
    expect(ids(await list(t.agent, { showAll: 'true' }))).toEqual(ids(await list(t.agent)));
  });

  it('adds pending tickets without a queue when allTicket is enabled', async () => {
    const t = await ticketsTenant();
    const m = await matrix(t);
    await User.update({ allTicket: 'enabled' }, { where: { id: t.agent.user.id, companyId: t.company.id } });
    expect(ids(await list(t.agent, { status: 'pending' }))).toEqual([m.pendingSales.id, m.pendingNoQueue.id].sort((a, b) => a - b));
  });

  it('shows an admin their own tickets and every closed one; with showAll everything', async () => {
    const t = await ticketsTenant();
    const m = await matrix(t);
    expect(ids(await list(t.admin))).toEqual([m.closedMine.id, m.closedAdmin.id, m.openAdminNoQueue.id].sort((a, b) => a - b));
    expect(ids(await list(t.admin, { status: 'closed' }))).toEqual([m.closedMine.id, m.closedAdmin.id].sort((a, b) => a - b));
    const all = await list(t.admin, { showAll: 'true' });
    expect(ids(all)).toEqual(
      Object.values(m)
        .map((x) => x.id)
        .sort((a, b) => a - b),
    );
    expect(all.count).toBe(8);
  });

  it("never shows another company's tickets, even to its admin with showAll", async () => {
    const a = await ticketsTenant();
    const b = await ticketsTenant();
    await createTicketRow(b.company, { status: 'pending' });
    const own = await createTicketRow(a.company, { status: 'pending' });
    expect(ids(await list(a.admin, { showAll: 'true' }))).toEqual([own.id]);
  });

  it('answers 401 without a token', async () => {
    expect((await api().get('/tickets')).status).toBe(401);
  });
});

describe('GET /tickets filters', () => {
  it('searches contact name, number and message text (wildcards are literal)', async () => {
    const t = await ticketsTenant();
    const byName = await createTicketRow(t.company, { contact: await createContact(t.company, { name: 'Joaquina Pereira' }) });
    const byNumber = await createTicketRow(t.company, { contact: await createContact(t.company, { name: 'Other', number: '5521987650001' }) });
    const byMessage = await createTicketRow(t.company);
    await addMessage(byMessage, 'Preciso da segunda via do BOLETO 100%');
    const all = { showAll: 'true' };
    expect(ids(await list(t.admin, { ...all, searchParam: 'joaquina' }))).toEqual([byName.id]);
    expect(ids(await list(t.admin, { ...all, searchParam: '87650001' }))).toEqual([byNumber.id]);
    expect(ids(await list(t.admin, { ...all, searchParam: 'boleto' }))).toEqual([byMessage.id]);
    expect(ids(await list(t.admin, { ...all, searchParam: '100%' }))).toEqual([byMessage.id]);
    expect(ids(await list(t.admin, { ...all, searchParam: '%' }))).toEqual([byMessage.id]);
    expect(ids(await list(t.admin, { ...all, searchParam: "o'neil" }))).toEqual([]);
    // The search is written into its statement as a literal (planned for it): quotes and backslashes stay text.
    const quoted = await createTicketRow(t.company, { contact: await createContact(t.company, { name: "Maria D'Ávila \\ Filial" }) });
    expect(ids(await list(t.admin, { ...all, searchParam: "d'ávila \\ fil" }))).toEqual([quoted.id]);
    expect(ids(await list(t.admin, { ...all, searchParam: "x'; DELETE FROM tickets; --" }))).toEqual([]);
    expect(ids(await list(t.admin, { ...all, searchParam: "\\'" }))).toEqual([]);
    expect(ids(await list(t.admin, all))).toHaveLength(4);
  });

  it('filters by every chosen tag, by users, by queues (tickets without a queue stay) and by unread', async () => {
    const t = await ticketsTenant();
    const vip = await Tag.create({ name: 'VIP', companyId: t.company.id });
    const urgent = await Tag.create({ name: 'Urgente', companyId: t.company.id });
    const both = await createTicketRow(t.company, { status: 'open', userId: t.agent.user.id, queueId: t.sales.id, unreadMessages: 2 });
    const onlyVip = await createTicketRow(t.company, { status: 'open', userId: t.agent2.user.id, queueId: t.support.id });
    const noQueue = await createTicketRow(t.company, { status: 'pending' });
    await TicketTag.bulkCreate([
      { ticketId: both.id, tagId: vip.id },
      { ticketId: both.id, tagId: urgent.id },
      { ticketId: onlyVip.id, tagId: vip.id },
    ]);
    const all = { showAll: 'true' };
    expect(ids(await list(t.admin, { ...all, tags: JSON.stringify([vip.id, urgent.id]) }))).toEqual([both.id]);
    expect(ids(await list(t.admin, { ...all, tags: JSON.stringify([vip.id]) }))).toEqual([both.id, onlyVip.id]);
    expect(ids(await list(t.admin, { ...all, users: JSON.stringify([t.agent2.user.id]) }))).toEqual([onlyVip.id]);
    expect(ids(await list(t.admin, { ...all, queueIds: JSON.stringify([t.support.id]) }))).toEqual([onlyVip.id, noQueue.id]);
    expect(ids(await list(t.admin, { ...all, withUnreadMessages: 'true' }))).toEqual([both.id]);
    const [shown] = (await list(t.admin, { ...all, tags: JSON.stringify([urgent.id]) })).tickets as unknown as {
      contact: { name: string };
      queue: { name: string };
      user: { name: string };
      whatsapp: { id: number };
      tags: { name: string }[];
    }[];
    expect(shown).toMatchObject({
      contact: { name: 'Maria Souza' },
      queue: { name: 'Vendas' },
      user: { name: 'Test User' },
      whatsapp: { id: t.connection.id },
    });
    expect(shown.tags.map((tag) => tag.name).sort()).toEqual(['Urgente', 'VIP']);
  });

  it('shows each ticket exactly as GET /tickets/:id does (the list writes its JSON in SQL, the rest through the presenter)', async () => {
    const t = await ticketsTenant();
    const vip = await Tag.create({ name: 'VIP', companyId: t.company.id });
    const urgent = await Tag.create({ name: 'Urgente', companyId: t.company.id });
    const full = await createTicketRow(t.company, {
      status: 'open',
      userId: t.agent.user.id,
      queueId: t.sales.id,
      unreadMessages: 2,
      lastMessage: 'Olá "você"\n\\ 😀',
    });
    const bare = await createTicketRow(t.company, { status: 'pending', isGroup: true });
    await TicketTag.bulkCreate([
      { ticketId: full.id, tagId: urgent.id },
      { ticketId: full.id, tagId: vip.id },
    ]);
    const listed = (await api().get('/tickets').query({ showAll: 'true' }).set(bearer(t.admin.token))).body.tickets as { id: number; tags: { id: number }[] }[];
    for (const ticket of [full, bare]) {
      const shown = (await api().get(`/tickets/${ticket.id}`).set(bearer(t.admin.token))).body as { tags: { id: number }[] };
      const inList = listed.find((x) => x.id === ticket.id)!;
      expect({ ...inList, tags: [...inList.tags].sort((a, b) => a.id - b.id) }).toEqual({ ...shown, tags: [...shown.tags].sort((a, b) => a.id - b.id) });
    }
  });

  it("filters by creation and update day in the company's time zone (America/Sao_Paulo by default)", async () => {
    const t = await ticketsTenant();
    // 02:00 UTC on the 10th is still the 9th in São Paulo (UTC-3).
    const lateEvening = await createTicketRow(t.company, { createdAt: new Date('2026-01-10T02:00:00Z'), updatedAt: new Date('2026-01-12T12:00:00Z') });
    await createTicketRow(t.company, { createdAt: new Date('2026-01-10T15:00:00Z'), updatedAt: new Date('2026-01-10T15:00:00Z') });
    const all = { showAll: 'true' };
    expect(ids(await list(t.admin, { ...all, date: '2026-01-09' }))).toEqual([lateEvening.id]);
    expect((await list(t.admin, { ...all, date: '2026-01-10' })).tickets).toHaveLength(1);
    expect(ids(await list(t.admin, { ...all, updatedAt: '2026-01-12' }))).toEqual([lateEvening.id]);
  });

  it('pages by 40, newest update first, with count and hasMore', async () => {
    const t = await ticketsTenant();
    const base = Date.parse('2026-02-01T12:00:00Z');
    const created = [];
    for (let i = 0; i < 45; i++) created.push(await createTicketRow(t.company, { updatedAt: new Date(base + i * 60_000) }));
    const first = await list(t.admin, { showAll: 'true', pageNumber: 1 });
    const second = await list(t.admin, { showAll: 'true', pageNumber: 2 });
    expect(first).toMatchObject({ count: 45, hasMore: true });
    expect(first.tickets).toHaveLength(40);
    expect(second).toMatchObject({ count: 45, hasMore: false });
    const order = [...first.tickets, ...second.tickets].map((x) => x.id);
    expect(order).toEqual(created.map((x) => x.id).reverse());
  });

  it('answers 400 naming the parameter for bad JSON, dates, statuses and pages', async () => {
    const t = await ticketsTenant();
    const bad = async (query: Record<string, string>, field: RegExp) => {
      const res = await api().get('/tickets').query(query).set(bearer(t.admin.token));
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('ERR_VALIDATION');
      expect(res.body.field).toMatch(field);
    };
    await bad({ tags: '[1,' }, /^tags/);
    await bad({ users: '{"a":1}' }, /^users/);
    await bad({ queueIds: '[1,"x"]' }, /^queueIds/);
    await bad({ queueIds: '[-4]' }, /^queueIds/);
    await bad({ date: '2026-13-01' }, /^date$/);
    await bad({ updatedAt: 'yesterday' }, /^updatedAt$/);
    await bad({ status: 'archived' }, /^status$/);
    await bad({ pageNumber: '0' }, /^pageNumber$/);
  });
});
