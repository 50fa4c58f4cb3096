import { INVOICES_PAGE_SIZE, type InvoiceDTO, type PixChargeDTO } from '@zapdesk/shared';
import { api } from '../../lib/api-client';
import { toPage, type Page } from '../../lib/paged-list';

export interface InvoiceListQuery {
  searchParam: string;
  pageNumber: number;
}

/** GET /invoices/all: 20 invoices a page, newest due date first (every company's for the super user); a shorter page is the last. */
export function fetchInvoices(params: InvoiceListQuery): Promise<Page<InvoiceDTO>> {
  return api.get<InvoiceDTO[]>('/invoices/all', { params }).then((r) => toPage(r.data, { hasMore: r.data.length === INVOICES_PAGE_SIZE }));
}

/** PUT /invoices/{id}: the super user marks an invoice paid (the company's due date moves on). */
export function markInvoicePaid(id: number): Promise<InvoiceDTO> {
  return api.put<InvoiceDTO>(`/invoices/${id}`, { status: 'paid' }).then((r) => r.data);
}

/** The checkout's form (docs/contract.md §3 Subscription payload): the API reads only the invoice; the amount is the invoice's. */
export interface SubscriptionInput {
  invoiceId: number;
  firstName: string;
  address2: string;
  city: string;
  zipcode: string;
  country: string;
  plan: string;
}

/** POST /subscription: the invoice's Pix charge ('copia e cola' and its QR image). */
export function createPixCharge(input: SubscriptionInput): Promise<PixChargeDTO> {
  return api.post<PixChargeDTO>('/subscription', input).then((r) => r.data);
}
