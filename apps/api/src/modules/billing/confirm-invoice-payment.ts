import { RecurrenceMonths, type InvoiceDTO, type Recurrence } from '@zapdesk/shared';
import { addMonths, now } from '../../core/clock.js';
import { systemContext } from '../../core/context.js';
import { AppError } from '../../core/errors.js';
import { publish } from '../../core/events.js';
import { db } from '../../db/sequelize.js';
import { Company, Invoice } from '../../models/index.js';
import { presentCompany } from '../companies/companies.presenter.js';
import { findCompany } from '../companies/companies.queries.js';
import { presentInvoice } from './invoices.presenter.js';

export type PaymentSource = 'super' | 'asaas';

/** Where a paid invoice's period ends: the later of the company's due date and the invoice's, plus the recurrence. */
function renewedDueDate(companyDueDate: string | null, invoiceDueDate: string, recurrence: Recurrence | null): string {
  const from = companyDueDate && companyDueDate > invoiceDueDate ? companyDueDate : invoiceDueDate;
  return addMonths(from, RecurrenceMonths[recurrence ?? 'MENSAL']);
}

/**
 * An invoice is paid (docs/contract.md §10 Billing: a super user marks it, or the gateway's webhook confirms it):
 * the invoice becomes paid and the company's due date moves on by its recurrence, in one transaction under row
 * locks; after the commit `company-{id}-payment` `{ action: 'CONCLUIDA', company }` and the company update go out.
 * Paying a paid invoice changes nothing (a webhook delivered twice renews once).
 */
export async function confirmInvoicePayment(where: { id: number } | { gatewayChargeId: string }, source: PaymentSource): Promise<InvoiceDTO> {
  return db().transaction(async (transaction) => {
    const invoice = await Invoice.findOne({
      where,
      lock: transaction.LOCK.UPDATE,
      transaction,
      crossTenant: 'a payment is confirmed by the super user or the gateway, for any company',
    });
    if (!invoice) throw new AppError('ERR_NO_INVOICE_FOUND', 404, 'Invoice not found');
    if (invoice.status === 'paid') return presentInvoice(invoice);
    const company = await Company.findByPk(invoice.companyId, {
      lock: transaction.LOCK.UPDATE,
      transaction,
      rejectOnEmpty: true,
    });
    await company.update(
      {
        dueDate: renewedDueDate(company.dueDate, invoice.dueDate, company.recurrence),
      },
      { transaction },
    );
    await invoice.update({ status: 'paid', paidAt: now(), paidBy: source }, { transaction });
    const ctx = {
      ...systemContext(invoice.companyId, `payment by ${source}`),
      transaction,
    };
    const dto = presentCompany(await findCompany(invoice.companyId, transaction));
    publish(ctx, {
      entity: 'payment',
      payload: { action: 'CONCLUIDA', company: dto, invoiceId: invoice.id },
    });
    publish(ctx, {
      entity: 'company',
      payload: { action: 'update', company: dto },
    });
    return presentInvoice(invoice);
  });
}
