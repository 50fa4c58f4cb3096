import type { InvoiceDTO } from '@zapdesk/shared';
import type { Invoice } from '../../models/index.js';

/** Invoice → DTO (docs/contract.md §3 Invoice); the company's name when it was loaded (the super user's list). */
export function presentInvoice(invoice: Invoice): InvoiceDTO {
  return {
    id: invoice.id,
    companyId: invoice.companyId,
    detail: invoice.detail,
    value: Number(invoice.value),
    dueDate: invoice.dueDate,
    status: invoice.status,
    paidAt: invoice.paidAt ? invoice.paidAt.toISOString() : null,
    createdAt: invoice.createdAt.toISOString(),
    ...(invoice.company && {
      company: { id: invoice.company.id, name: invoice.company.name },
    }),
  };
}
