import * as yup from 'yup';
import { dbId, ignored } from '../../http/input-rules.js';
import { openObject } from '../../http/raw-input.js';

/** GET /invoices/all: the Faturas screen's search and infinite scroll. */
export const invoiceListSchema = yup.object({
  searchParam: yup.string().max(200).optional(),
  pageNumber: yup.number().integer().min(1).max(100_000).optional(),
});

/** PUT /invoices/:id: the super user marks an invoice paid (the one change an invoice takes). */
export const invoiceUpdateSchema = yup.object({
  status: yup.string().oneOf(['paid']).required(),
  id: ignored(),
});

/**
 * POST /subscription (§3 Subscription payload): only `invoiceId` is read. The amount is the invoice's (§10
 * Security), never `price`; card fields are accepted and dropped at once: Pix needs none and nothing keeps them.
 */
export const subscriptionSchema = yup.object({
  invoiceId: dbId().required(),
  firstName: ignored(),
  lastName: ignored(),
  address2: ignored(),
  city: ignored(),
  state: ignored(),
  zipcode: ignored(),
  country: ignored(),
  useAddressForPaymentDetails: ignored(),
  nameOnCard: ignored(),
  cardNumber: ignored(),
  cvv: ignored(),
  plan: ignored(),
  price: ignored(),
  users: ignored(),
  connections: ignored(),
});

/** The charge an Asaas event is about: only its id is read (Asaas sends the whole payment, tens of fields). */
const asaasPayment = yup
  .mixed<{ id: string }>()
  .transform((value: unknown) => {
    const id = value && typeof value === 'object' ? (value as { id?: unknown }).id : undefined;
    return typeof id === 'string' ? { id } : value;
  })
  .test('payment-id', 'must be an object with the charge id', (value) => value === undefined || (typeof value?.id === 'string' && value.id.length <= 200));

/**
 * POST /subscription/asaas-webhook: Asaas' event (`{ id, event, dateCreated, payment: { id, … } }`). An open object
 * (http/raw-input.ts#openObject): the body is a third party's, which grows fields we do not read; the guard's depth,
 * size and prototype-key checks still apply.
 */
export const asaasWebhookSchema = openObject(
  yup.object({
    id: yup.string().max(200).optional(),
    event: yup.string().max(100).required(),
    payment: asaasPayment.optional(),
  }),
);

export type InvoiceListInput = yup.InferType<typeof invoiceListSchema>;
export type SubscriptionInput = yup.InferType<typeof subscriptionSchema>;
export type AsaasWebhookInput = yup.InferType<typeof asaasWebhookSchema>;
