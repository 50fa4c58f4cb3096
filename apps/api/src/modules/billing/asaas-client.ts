import { env } from '../../config/env.js';
import { AppError } from '../../core/errors.js';
import { logger } from '../../core/logger.js';

// The Asaas API v3 calls the checkout makes (docs/contract.md §10 Billing: the optional gateway): the platform's
// API key in the `access_token` header, JSON both ways. Any failure answers 502 ERR_PAYMENT_GATEWAY: the company
// can try again, and nothing was paid.

const TIMEOUT_MS = 10_000;

async function asaas<T>(token: string, method: 'GET' | 'POST', path: string, body?: object): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${env.ASAAS_API_URL}${path}`, {
      method,
      headers: {
        access_token: token,
        'content-type': 'application/json',
        'user-agent': 'ZapDesk',
      },
      body: body ? JSON.stringify(body) : undefined,
      redirect: 'error',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    logger.warn({ err: error, path }, 'asaas unreachable');
    throw new AppError('ERR_PAYMENT_GATEWAY', 502, 'The payment gateway did not answer');
  }
  if (!response.ok) {
    logger.warn(
      {
        status: response.status,
        path,
        body: (await response.text()).slice(0, 500),
      },
      'asaas refused a call',
    );
    throw new AppError('ERR_PAYMENT_GATEWAY', 502, `The payment gateway answered ${response.status}`);
  }
  return (await response.json()) as T;
}

export interface AsaasCustomer {
  name: string;
  email: string | null;
  /** Ours, to find the customer again: `company-{id}`. */
  externalReference: string;
}

/** The customer of that reference at Asaas, created the first time. */
export async function asaasCustomerId(token: string, customer: AsaasCustomer): Promise<string> {
  const found = await asaas<{ data: { id: string }[] }>(token, 'GET', `/customers?externalReference=${encodeURIComponent(customer.externalReference)}`);
  if (found.data[0]) return found.data[0].id;
  const created = await asaas<{ id: string }>(token, 'POST', '/customers', {
    ...customer,
    email: customer.email ?? undefined,
  });
  return created.id;
}

export interface AsaasPixCharge {
  customer: string;
  value: number;
  dueDate: string;
  description: string;
  /** Ours: `invoice-{id}`. */
  externalReference: string;
}

/** Creates a Pix charge; answers its id (`pay_…`). */
export async function createAsaasPixCharge(token: string, charge: AsaasPixCharge): Promise<string> {
  const created = await asaas<{ id: string }>(token, 'POST', '/payments', {
    ...charge,
    billingType: 'PIX',
  });
  return created.id;
}

/** The charge's Pix "copia e cola" code and its QR image (base64 PNG). */
export async function asaasPixQrCode(token: string, chargeId: string): Promise<{ payload: string; encodedImage: string }> {
  return asaas(token, 'GET', `/payments/${encodeURIComponent(chargeId)}/pixQrCode`);
}
