import { QueryTypes } from 'sequelize';
import { INVOICE_LEAD_DAYS } from '@zapdesk/shared';
import { addDays, now, today } from '../../core/clock.js';
import { db } from '../../db/sequelize.js';

/**
 * The invoices due (docs/contract.md §10 Billing): one per active company whose due date is at most 20 days away
 * (or past), for its plan's value, named after the plan. Set-based and idempotent: the unique index
 * (companyId, dueDate) makes a second run, or two at once, create nothing more. Plans worth 0 are not billed.
 * Run daily by the worker and on demand (POST /invoices/generate); `companyId` limits it to one company.
 * Answers how many invoices it created.
 */
export async function createDueInvoices(options: { companyId?: number } = {}): Promise<number> {
  const rows = await db().query<{ id: number }>(
    `INSERT INTO invoices ("companyId", detail, value, "dueDate", status, "createdAt", "updatedAt")
     SELECT c.id, p.name, p.value, c."dueDate", 'open', :at, :at
       FROM companies c JOIN plans p ON p.id = c."planId"
      WHERE c.status AND c."dueDate" IS NOT NULL AND c."dueDate" <= :until AND p.value > 0
        AND (CAST(:companyId AS integer) IS NULL OR c.id = :companyId)
     ON CONFLICT ("companyId", "dueDate") DO NOTHING
     RETURNING id`,
    {
      replacements: {
        at: now(),
        until: addDays(today(), INVOICE_LEAD_DAYS),
        companyId: options.companyId ?? null,
      },
      type: QueryTypes.SELECT,
    },
  );
  return rows.length;
}
