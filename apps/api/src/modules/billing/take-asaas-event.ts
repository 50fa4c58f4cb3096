import { timingSafeEqual } from 'node:crypto';
import { AppError } from '../../core/errors.js';
import { confirmInvoicePayment } from './confirm-invoice-payment.js';
import { platformPaymentSettings } from './platform-settings.js';
import type { AsaasWebhookInput } from './billing.schemas.js';

/** The events that mean the money arrived (a Pix is confirmed and received at once). */
const PAID_EVENTS = new Set(['PAYMENT_RECEIVED', 'PAYMENT_CONFIRMED']);

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * POST /subscription/asaas-webhook (docs/contract.md §10 Billing): Asaas calls with the token the platform set as
 * `asaasWebhookToken` in the `asaas-access-token` header (compared in constant time; without a token set, every
 * call is refused: 401). A payment event for a charge of ours pays its invoice (once, however often Asaas
 * delivers it); other events and other charges are acknowledged and ignored.
 */
export async function takeAsaasEvent(token: string | undefined, event: AsaasWebhookInput): Promise<{ received: true; paid: boolean }> {
  const expected = (await platformPaymentSettings()).asaasWebhookToken;
  if (!expected || !token || !sameToken(token, expected)) throw new AppError('ERR_INVALID_TOKEN', 401, 'Unknown webhook token');
  if (!PAID_EVENTS.has(event.event) || !event.payment) return { received: true, paid: false };
  try {
    await confirmInvoicePayment({ gatewayChargeId: event.payment.id }, 'asaas');
    return { received: true, paid: true };
  } catch (error) {
    if (error instanceof AppError && error.code === 'ERR_NO_INVOICE_FOUND') return { received: true, paid: false };
    throw error;
  }
}
