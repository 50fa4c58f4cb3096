import { Router } from 'express';
import * as yup from 'yup';
import { requireAdmin } from '../../http/middleware/authenticate.js';
import { requirePlanFlag } from '../../http/middleware/require-plan-flag.js';
import { accept, idParam } from '../../http/validate.js';
import { createWebhook, deleteWebhook, listWebhooks, rotateWebhookSecret, updateWebhook } from './manage-webhooks.js';
import { listWebhookDeliveries, resendWebhookDelivery, sendTestWebhook } from './webhook-deliveries.js';
import { createWebhookSchema, updateWebhookSchema } from './webhooks.schemas.js';

/** /webhooks: a company's webhook endpoints and their delivery log (admins, plan useExternalApi). */
export const webhooksRoutes = Router();
webhooksRoutes.use(requireAdmin, requirePlanFlag('useExternalApi'));

const deliveryParams = yup.object({ id: yup.string().required(), deliveryId: yup.string().uuid().required() });

webhooksRoutes.get('/', accept({}), async (req, res) => {
  res.json(await listWebhooks(req.ctx));
});

webhooksRoutes.post('/', accept({ body: createWebhookSchema }), async (req, res) => {
  res.status(201).json(await createWebhook(req.ctx, req.body));
});

webhooksRoutes.put('/:id', accept({ body: updateWebhookSchema }), async (req, res) => {
  res.json(await updateWebhook(req.ctx, idParam(req.params.id), req.body));
});

webhooksRoutes.delete('/:id', accept({}), async (req, res) => {
  await deleteWebhook(req.ctx, idParam(req.params.id));
  res.status(204).end();
});

webhooksRoutes.post('/:id/secret', accept({}), async (req, res) => {
  res.json(await rotateWebhookSecret(req.ctx, idParam(req.params.id)));
});

webhooksRoutes.post('/:id/test', accept({}), async (req, res) => {
  res.status(202).json(await sendTestWebhook(req.ctx, idParam(req.params.id)));
});

webhooksRoutes.get('/:id/deliveries', accept({}), async (req, res) => {
  res.json(await listWebhookDeliveries(req.ctx, idParam(req.params.id)));
});

webhooksRoutes.post('/:id/deliveries/:deliveryId/resend', accept({ params: deliveryParams }), async (req, res) => {
  res.status(202).json(await resendWebhookDelivery(req.ctx, idParam(req.params.id), req.params.deliveryId));
});
