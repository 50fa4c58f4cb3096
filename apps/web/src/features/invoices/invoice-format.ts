import dayjs from 'dayjs';
import { invoiceDisplayStatus, type InvoiceDTO } from '@zapdesk/shared';

/** Prices are shown in R$ with 2 decimals (spec §9). */
export function formatMoney(value: number): string {
  return value.toLocaleString('pt-BR', { style: 'currency', currency: 'BRL' });
}

/** The status column's key (spec §4): paid, overdue (the row light red) or open. */
export function invoiceStatusKey(invoice: Pick<InvoiceDTO, 'status' | 'dueDate'>, now: Date = new Date()): 'paid' | 'overdue' | 'open' {
  const status = invoiceDisplayStatus({ ...invoice, dueDate: invoice.dueDate.slice(0, 10) }, dayjs(now).format('YYYY-MM-DD'));
  return status === 'Pago' ? 'paid' : status === 'Vencido' ? 'overdue' : 'open';
}
