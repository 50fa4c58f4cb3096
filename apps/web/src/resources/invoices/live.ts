import type { QueryClient } from '@tanstack/react-query';
import type { InvoiceDTO, PaymentEventPayload } from '@zapdesk/shared';
import { applyToPagedLists, textMatches, type ListRule, type PagedData, type RowChange } from '../../lib/paged-list';
import type { LiveApplier } from '../../live/live-events';
import { invoiceKeys } from './keys';

/** GET /invoices/all's order: newest due date first, then newest id; the search matches the detail or the company. */
export const invoiceListRule: ListRule<InvoiceDTO> = {
  matches: (invoice, search) => textMatches(search, invoice.detail, invoice.company?.name),
  compare: (a, b) => b.dueDate.localeCompare(a.dueDate) || b.id - a.id,
};

export function applyInvoiceChange(queryClient: QueryClient, change: RowChange<InvoiceDTO>): void {
  applyToPagedLists(queryClient, invoiceKeys.lists, change, invoiceListRule);
}

/** The paid invoice as the payment event tells it (the event names the invoice, not its row). */
export function paidInvoice(data: PagedData<InvoiceDTO>, payload: PaymentEventPayload, paidAt: string): PagedData<InvoiceDTO> {
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      rows: page.rows.map((row) => (row.id === payload.invoiceId ? { ...row, status: 'paid' as const, paidAt: row.paidAt ?? paidAt } : row)),
    })),
  };
}

/** `company-{id}-payment`: the invoice shows PAGO in every cached list. */
export const applyPaymentEvent: LiveApplier<'payment'> = (queryClient, payload) => {
  const now = new Date().toISOString();
  queryClient.setQueriesData<PagedData<InvoiceDTO>>({ queryKey: invoiceKeys.lists }, (data) => (data ? paidInvoice(data, payload, now) : data));
};
