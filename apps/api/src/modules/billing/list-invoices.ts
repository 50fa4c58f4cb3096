import { Op, type WhereOptions } from 'sequelize';
import { INVOICES_PAGE_SIZE, type InvoiceDTO } from '@zapdesk/shared';
import { isSuper, type ServiceContext } from '../../core/context.js';
import { containsPattern } from '../../core/like.js';
import { Company, Invoice } from '../../models/index.js';
import { presentInvoice } from './invoices.presenter.js';
import type { InvoiceListInput } from './billing.schemas.js';

/**
 * GET /invoices/all (docs/contract.md §7): a page of 20 invoices, newest due date first; the company's own, or
 * every company's for the super user (with the company's name). `searchParam` matches the detail (and, for the
 * super user, the company's name). A page shorter than 20 is the last.
 */
export async function listInvoices(ctx: ServiceContext, input: InvoiceListInput): Promise<InvoiceDTO[]> {
  const everyCompany = isSuper(ctx);
  const page = input.pageNumber ?? 1;
  const search = input.searchParam?.trim();
  const matches = search ? containsPattern(search) : null;
  const where: WhereOptions = {
    ...(!everyCompany && { companyId: ctx.companyId }),
    ...(matches && {
      [Op.or]: [{ detail: { [Op.iLike]: matches } }, ...(everyCompany ? [{ '$company.name$': { [Op.iLike]: matches } }] : [])],
    }),
  };
  const invoices = await Invoice.findAll({
    where,
    include: everyCompany ? [{ model: Company, attributes: ['id', 'name'] }] : [],
    order: [
      ['dueDate', 'DESC'],
      ['id', 'DESC'],
    ],
    limit: INVOICES_PAGE_SIZE,
    offset: (page - 1) * INVOICES_PAGE_SIZE,
    ...(everyCompany && {
      crossTenant: "the super user reads every company's invoices",
    }),
    transaction: ctx.transaction,
  });
  return invoices.map(presentInvoice);
}
