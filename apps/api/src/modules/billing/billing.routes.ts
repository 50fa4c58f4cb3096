import { Router } from 'express';
import { isSuper } from '../../core/context.js';
import { requireAdmin, requireAuth, requireSuper } from '../../http/middleware/authenticate.js';
import { accept, idParam } from '../../http/validate.js';
import { asaasWebhookSchema, invoiceListSchema, invoiceUpdateSchema, subscriptionSchema } from './billing.schemas.js';
import { confirmInvoicePayment } from './confirm-invoice-payment.js';
import { createDueInvoices } from './create-due-invoices.js';
import { createPixCharge } from './create-pix-charge.js';
import { listInvoices } from './list-invoices.js';
import { takeAsaasEvent } from './take-asaas-event.js';

/** /invoices (docs/contract.md §7, §10 Billing): the Faturas screen (admins) and the super user's every company. */
export const invoicesRoutes = Router();

invoicesRoutes.get('/all', requireAdmin, accept({ query: invoiceListSchema }), async (req, res) => {
  res.json(await listInvoices(req.ctx, req.query));
});

/** On demand, the daily job's work: the super user's for every company, an admin's for their own. */
invoicesRoutes.post('/generate', requireAdmin, accept({}), async (req, res) => {
  const created = await createDueInvoices(isSuper(req.ctx) ? {} : { companyId: req.ctx.companyId });
  res.json({ created });
});

/** The super user marks an invoice paid (any company's). */
invoicesRoutes.put('/:id', requireSuper, accept({ body: invoiceUpdateSchema }), async (req, res) => {
  res.json(await confirmInvoicePayment({ id: idParam(req.params.id, 'ERR_NO_INVOICE_FOUND') }, 'super'));
});

/** /subscription: the checkout's Pix (admins) and Asaas' webhook (no session: its own token). */
export const subscriptionRoutes = Router();

subscriptionRoutes.post('/asaas-webhook', accept({ body: asaasWebhookSchema }), async (req, res) => {
  res.json(await takeAsaasEvent(req.get('asaas-access-token'), req.body));
});

subscriptionRoutes.post('/', requireAuth, requireAdmin, accept({ body: subscriptionSchema }), async (req, res) => {
  res.json(await createPixCharge(req.ctx, req.body.invoiceId));
});
