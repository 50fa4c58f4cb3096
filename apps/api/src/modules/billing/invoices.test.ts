import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { env } from '../../config/env.js';
import { addDays, addMonths, today } from '../../core/clock.js';
import { Company, Invoice } from '../../models/index.js';
import { createInvoicesJob } from '../../jobs/create-invoices.job.js';
import { closeQueues, runMaintenanceJobNow, startRepeatingJobs } from '../../jobs/queues.js';
import { eventsFor } from '../../test/events.js';
import { createCompany, createSuperUser, createTenant } from '../../test/factories.js';
import { api, bearer } from '../../test/http.js';
import { createDueInvoices } from './create-due-invoices.js';

// This file runs the maintenance queue's processor: its own Bull prefix keeps other files' jobs away.
env.REDIS_PREFIX = `${env.REDIS_PREFIX}-invoices`;

beforeAll(async () => {
  await startRepeatingJobs([createInvoicesJob]);
});

afterAll(async () => {
  await closeQueues();
});

const invoicesOf = (companyId: number) => Invoice.findAll({ where: { companyId }, order: [['dueDate', 'ASC']] });

async function invoice(companyId: number, overrides: Partial<Invoice> = {}) {
  return Invoice.create({
    companyId,
    detail: 'Plano Ouro',
    value: '49.90',
    dueDate: addDays(today(), 5),
    ...overrides,
  });
}

describe('the daily invoice job', () => {
  it("creates one invoice per company per due date within 20 days, for the plan's value, however often it runs", async () => {
    const due = await createCompany({
      dueDate: addDays(today(), 20),
      plan: { name: `Ouro ${Date.now()}`, value: '49.90' },
    });
    const overdue = await createCompany({
      dueDate: addDays(today(), -3),
      plan: { value: '10.00' },
    });
    const later = await createCompany({
      dueDate: addDays(today(), 21),
      plan: { value: '49.90' },
    });
    const free = await createCompany({
      dueDate: addDays(today(), 2),
      plan: { value: '0' },
    });
    const inactive = await createCompany({
      dueDate: addDays(today(), 2),
      status: false,
      plan: { value: '49.90' },
    });

    expect(createInvoicesJob).toMatchObject({
      name: 'create-invoices',
      everyMs: 86_400_000,
    });
    await runMaintenanceJobNow(createInvoicesJob.name);
    const [created] = await invoicesOf(due.id);
    const plan = await due.$get('plan');
    expect(created).toMatchObject({
      detail: plan?.name,
      value: '49.90',
      dueDate: due.dueDate,
      status: 'open',
      paidAt: null,
    });
    expect(await invoicesOf(overdue.id)).toHaveLength(1);
    for (const company of [later, free, inactive]) expect(await invoicesOf(company.id)).toEqual([]);

    // Again, and twice at once: the unique (companyId, dueDate) keeps one.
    await runMaintenanceJobNow(createInvoicesJob.name);
    await Promise.all([createDueInvoices(), createDueInvoices({ companyId: due.id })]);
    expect(await invoicesOf(due.id)).toHaveLength(1);

    // A new due date is a new invoice.
    await due.update({ dueDate: addDays(today(), 15) });
    expect(await createDueInvoices({ companyId: due.id })).toBe(1);
    expect((await invoicesOf(due.id)).map((row) => row.dueDate)).toEqual([addDays(today(), 15), addDays(today(), 20)]);
  });

  it('runs on demand: an admin for their company, the super user for every company; 401 without a token', async () => {
    const a = await createTenant({
      dueDate: addDays(today(), 4),
      plan: { value: '30.00' },
    });
    const b = await createTenant({
      dueDate: addDays(today(), 4),
      plan: { value: '30.00' },
    });
    const mine = await api().post('/invoices/generate').set(bearer(a.admin.token));
    expect(mine.status).toBe(200);
    expect(mine.body).toEqual({ created: 1 });
    expect(await invoicesOf(b.company.id)).toEqual([]);
    expect((await api().post('/invoices/generate').set(bearer(a.agent.token))).status).toBe(403);
    const superUser = await createSuperUser();
    expect((await api().post('/invoices/generate').set(bearer(superUser.token))).body.created).toBeGreaterThanOrEqual(1);
    expect(await invoicesOf(b.company.id)).toHaveLength(1);
    expect((await api().post('/invoices/generate')).status).toBe(401);
    expect((await api().post('/invoices/generate').set(bearer(a.admin.token)).send({ companyId: b.company.id })).status).toBe(400);
  });
});

describe('GET /invoices/all', () => {
  it("lists the company's own invoices, newest due date first, 20 a page, with a search in the detail", async () => {
    const t = await createTenant();
    const other = await createTenant();
    for (let k = 0; k < 22; k += 1)
      await invoice(t.company.id, {
        dueDate: addMonths('2025-01-10', k),
        detail: k === 3 ? 'Plano Prata' : 'Plano Ouro',
      });
    const foreign = await invoice(other.company.id);
    const first = await api().get('/invoices/all?pageNumber=1').set(bearer(t.admin.token));
    expect(first.status).toBe(200);
    expect(first.body).toHaveLength(20);
    expect(first.body[0]).toEqual({
      id: expect.any(Number),
      companyId: t.company.id,
      detail: 'Plano Ouro',
      value: 49.9,
      dueDate: addMonths('2025-01-10', 21),
      status: 'open',
      paidAt: null,
      createdAt: expect.any(String),
    });
    const second = await api().get('/invoices/all?pageNumber=2').set(bearer(t.admin.token));
    expect(second.body.map((row: { dueDate: string }) => row.dueDate)).toEqual([addMonths('2025-01-10', 1), '2025-01-10']);
    expect([...first.body, ...second.body].some((row: { id: number }) => row.id === foreign.id)).toBe(false);
    const search = await api().get('/invoices/all?searchParam=prata').set(bearer(t.admin.token));
    expect(search.body.map((row: { detail: string }) => row.detail)).toEqual(['Plano Prata']);
  });

  it("gives the super user every company's invoices with the company, and refuses users, strangers and odd input", async () => {
    const t = await createTenant({ name: `Padaria Invoices ${Date.now()}` });
    const mine = await invoice(t.company.id, { dueDate: '9000-01-01' });
    const superUser = await createSuperUser();
    const all = await api().get('/invoices/all').set(bearer(superUser.token));
    expect(all.status).toBe(200);
    expect(all.body.find((row: { id: number }) => row.id === mine.id)).toMatchObject({ company: { id: t.company.id, name: t.company.name } });
    const byCompany = await api()
      .get(`/invoices/all?searchParam=${encodeURIComponent(t.company.name)}`)
      .set(bearer(superUser.token));
    expect(byCompany.body.map((row: { id: number }) => row.id)).toEqual([mine.id]);

    expect((await api().get('/invoices/all')).status).toBe(401);
    expect((await api().get('/invoices/all').set(bearer(t.agent.token))).status).toBe(403);
    for (const query of ['pageNumber=0', 'pageNumber=x', 'companyId=1', `searchParam=${'a'.repeat(201)}`, 'pageNumber=1&pageNumber=2']) {
      expect((await api().get(`/invoices/all?${query}`).set(bearer(t.admin.token))).status, query).toBe(400);
    }
  });
});

describe('PUT /invoices/:id (the super user marks it paid)', () => {
  it('pays the invoice, moves the due date by the recurrence and announces the renewal once', async () => {
    const t = await createTenant({
      dueDate: '2026-03-31',
      recurrence: 'BIMESTRAL',
    });
    const open = await invoice(t.company.id, { dueDate: '2026-03-31' });
    const superUser = await createSuperUser();
    const res = await api().put(`/invoices/${open.id}`).set(bearer(superUser.token)).send({ status: 'paid', id: open.id });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: open.id,
      status: 'paid',
      paidAt: expect.any(String),
    });
    const company = await Company.findByPk(t.company.id);
    expect(company?.dueDate).toBe('2026-05-31');
    const payments = eventsFor(t.company.id).filter((e) => e.event === `company-${t.company.id}-payment`);
    expect(payments).toHaveLength(1);
    expect(payments[0].payload).toMatchObject({
      action: 'CONCLUIDA',
      invoiceId: open.id,
      company: { id: t.company.id, dueDate: '2026-05-31' },
    });
    expect(payments[0].target).toEqual({ room: 'company' });

    // Marked again: nothing moves, nothing is announced.
    expect((await api().put(`/invoices/${open.id}`).set(bearer(superUser.token)).send({ status: 'paid' })).status).toBe(200);
    expect((await Company.findByPk(t.company.id))?.dueDate).toBe('2026-05-31');
    expect(eventsFor(t.company.id).filter((e) => e.event === `company-${t.company.id}-payment`)).toHaveLength(1);
  });

  it("renews from the later of the company's and the invoice's due dates (MENSAL: one month)", async () => {
    const t = await createTenant({
      dueDate: '2026-01-31',
      recurrence: 'MENSAL',
    });
    const older = await invoice(t.company.id, { dueDate: '2025-12-31' });
    const superUser = await createSuperUser();
    await api().put(`/invoices/${older.id}`).set(bearer(superUser.token)).send({ status: 'paid' }).expect(200);
    expect((await Company.findByPk(t.company.id))?.dueDate).toBe('2026-02-28');
  });

  it("is the super user's alone: 403 for admins, 404 for no invoice, 400 for another change, 401 without a token", async () => {
    const t = await createTenant();
    const open = await invoice(t.company.id);
    const superUser = await createSuperUser();
    expect((await api().put(`/invoices/${open.id}`).set(bearer(t.admin.token)).send({ status: 'paid' })).status).toBe(403);
    const missing = await api().put('/invoices/2147483000').set(bearer(superUser.token)).send({ status: 'paid' });
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe('ERR_NO_INVOICE_FOUND');
    expect((await api().put('/invoices/abc').set(bearer(superUser.token)).send({ status: 'paid' })).status).toBe(404);
    for (const body of [{ status: 'open' }, {}, { status: 'paid', value: 1 }, { status: ['paid'] }]) {
      expect((await api().put(`/invoices/${open.id}`).set(bearer(superUser.token)).send(body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await api().put(`/invoices/${open.id}`).send({ status: 'paid' })).status).toBe(401);
    expect(
      (
        await Invoice.findOne({
          where: { id: open.id, companyId: t.company.id },
        })
      )?.status,
    ).toBe('open');
  });
});
