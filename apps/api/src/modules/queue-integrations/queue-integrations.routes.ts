import { Router } from 'express';
import { requireAdmin } from '../../http/middleware/authenticate.js';
import { requirePlanFlag } from '../../http/middleware/require-plan-flag.js';
import { accept, idParam } from '../../http/validate.js';
import { createIntegration, deleteIntegration, listIntegrations, showIntegration, updateIntegration } from './manage-queue-integrations.js';
import { integrationCreateSchema, integrationListSchema, integrationTestSchema, integrationUpdateSchema } from './queue-integrations.schemas.js';
import { testIntegrationSession } from './test-integration-session.js';

/** /queueIntegration: the company's queue integrations (admins, plan useIntegrations; docs/contract.md "AI prompts and queue integrations"). */
export const queueIntegrationRoutes = Router();
queueIntegrationRoutes.use(requireAdmin, requirePlanFlag('useIntegrations'));

queueIntegrationRoutes.get('/', accept({ query: integrationListSchema }), async (req, res) => {
  res.json(await listIntegrations(req.ctx, req.query));
});

queueIntegrationRoutes.post('/testSession', accept({ body: integrationTestSchema }), async (req, res) => {
  res.json(await testIntegrationSession(req.ctx, req.body));
});

queueIntegrationRoutes.get('/:id', accept({}), async (req, res) => {
  res.json(await showIntegration(req.ctx, idParam(req.params.id)));
});

queueIntegrationRoutes.post('/', accept({ body: integrationCreateSchema }), async (req, res) => {
  res.status(201).json(await createIntegration(req.ctx, req.body));
});

queueIntegrationRoutes.put('/:id', accept({ body: integrationUpdateSchema }), async (req, res) => {
  res.json(await updateIntegration(req.ctx, idParam(req.params.id), req.body));
});

queueIntegrationRoutes.delete('/:id', accept({}), async (req, res) => {
  await deleteIntegration(req.ctx, idParam(req.params.id));
  res.json({ message: 'Integration deleted' });
});
