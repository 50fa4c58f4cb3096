import { pagedQueryOptions } from '../../lib/paged-list';
import { fetchInvoices } from './api';

export const invoiceKeys = {
  lists: ['invoices', 'list'] as const,
  list: (search: string) => ['invoices', 'list', search] as const,
};

export const invoiceQueries = {
  list: (search: string) => pagedQueryOptions(invoiceKeys.list(search), (pageNumber) => fetchInvoices({ searchParam: search, pageNumber })),
};
