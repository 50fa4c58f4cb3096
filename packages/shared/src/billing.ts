import type { CompanyDTO } from './dto.js';

// Invoices, the Pix checkout and renewals (docs/contract.md §3 Invoice, Subscription payload, Pix response; §4
// Invoice and company; §10 Billing).

export const InvoiceStatuses = ['open', 'paid'] as const;
export type InvoiceStatus = (typeof InvoiceStatuses)[number];

/** An invoice is created when its company's due date is this many days away or fewer (§10 Billing). */
export const INVOICE_LEAD_DAYS = 20;
/** GET /invoices/all answers pages of this many (a shorter page is the last one). */
export const INVOICES_PAGE_SIZE = 20;

export interface InvoiceDTO {
  id: number;
  companyId: number;
  detail: string;
  /** The plan's value when the invoice was created, in R$. */
  value: number;
  dueDate: string;
  status: InvoiceStatus;
  paidAt: string | null;
  createdAt: string;
  /** The company, for the super user's list of every company's invoices. */
  company?: { id: number; name: string };
}

/** The Faturas screen's status column (§4): 'Pago', 'Vencido' (past due, unpaid; the row light red) or 'Em Aberto'. */
export function invoiceDisplayStatus(invoice: Pick<InvoiceDTO, 'status' | 'dueDate'>, today: string): 'Pago' | 'Vencido' | 'Em Aberto' {
  if (invoice.status === 'paid') return 'Pago';
  return invoice.dueDate < today ? 'Vencido' : 'Em Aberto';
}

/**
 * POST /subscription's answer (§3 Pix response: `qrcode.qrcode`, `valor.original`): the Pix "copia e cola" code,
 * its QR image (a PNG data URL) and the amount, always the invoice's.
 */
export interface PixChargeDTO {
  invoiceId: number;
  gateway: 'pix' | 'asaas';
  qrcode: { qrcode: string; imagemQrcode: string };
  valor: { original: string };
}

/** `company-{id}-payment`: an invoice was paid and the company's due date moved on (§4 checkout). */
export interface PaymentEventPayload {
  action: 'CONCLUIDA';
  company: CompanyDTO;
  invoiceId: number;
}

/**
 * The platform's payment settings: settings rows of the platform company (the first super user's), set by a super
 * user (§10 Billing). The Asaas token is that company's `asaas` setting; the webhook token checks Asaas' calls.
 */
export const PlatformSettingLimits = {
  pixKey: 77,
  pixMerchantName: 25,
  pixMerchantCity: 15,
  asaasWebhookToken: 255,
} as const;
export type PlatformSettingKey = keyof typeof PlatformSettingLimits;
export const PlatformSettingKeys = Object.keys(PlatformSettingLimits) as PlatformSettingKey[];
export const isPlatformSettingKey = (key: string): key is PlatformSettingKey => Object.hasOwn(PlatformSettingLimits, key);
