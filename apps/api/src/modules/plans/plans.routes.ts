import { Router } from 'express';
import { requireAuth, requireSuper } from '../../http/middleware/authenticate.js';
import { accept, idParam } from '../../http/validate.js';
import { createPlan, deletePlan, listPlans, showPlan, updatePlan } from './manage-plans.js';
import { planSchema, planUpdateSchema, publicPlanListSchema } from './plans.schemas.js';

export const plansRoutes = Router();

// Public: the sign-up page lists plans before anyone has an account.
plansRoutes.get('/list', accept({ query: publicPlanListSchema }), async (_req, res) => {
  res.json(await listPlans());
});

plansRoutes.use(requireAuth);

plansRoutes.get('/all', accept({}), async (_req, res) => {
  res.json(await listPlans());
});

plansRoutes.get('/', requireSuper, accept({}), async (_req, res) => {
  res.json(await listPlans());
});

plansRoutes.get('/:id', accept({}), async (req, res) => {
  res.json(await showPlan(idParam(req.params.id, 'ERR_NO_PLAN_FOUND')));
});

plansRoutes.post('/', requireSuper, accept({ body: planSchema }), async (req, res) => {
  res.status(201).json(await createPlan(req.body));
});

plansRoutes.put('/:id', requireSuper, accept({ body: planUpdateSchema }), async (req, res) => {
  const id = idParam(req.params.id, 'ERR_NO_PLAN_FOUND');
  res.json(await updatePlan(id, req.body));
});

plansRoutes.delete('/:id', requireSuper, accept({}), async (req, res) => {
  await deletePlan(idParam(req.params.id, 'ERR_NO_PLAN_FOUND'));
  res.json({ message: 'Plan deleted' });
});
