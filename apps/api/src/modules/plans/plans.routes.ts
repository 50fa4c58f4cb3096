import { Router } from 'express';
import { requireAuth, requireSuper } from '../../http/middleware/authenticate.js';
import { idParam, validate } from '../../http/validate.js';
import { createPlan, deletePlan, listPlans, showPlan, updatePlan } from './manage-plans.js';
import { planSchema, planUpdateSchema } from './plans.schemas.js';

export const plansRoutes = Router();

// Public: the sign-up page lists plans before anyone has an account.
plansRoutes.get('/list', async (_req, res) => {
  res.json(await listPlans());
});

plansRoutes.use(requireAuth);

plansRoutes.get('/all', async (_req, res) => {
  res.json(await listPlans());
});

plansRoutes.get('/', requireSuper, async (_req, res) => {
  res.json(await listPlans());
});

plansRoutes.get('/:id', async (req, res) => {
  res.json(await showPlan(idParam(req.params.id, 'ERR_NO_PLAN_FOUND')));
});

plansRoutes.post('/', requireSuper, async (req, res) => {
  res.status(201).json(await createPlan(await validate(planSchema, req.body)));
});

plansRoutes.put('/:id', requireSuper, async (req, res) => {
  const id = idParam(req.params.id, 'ERR_NO_PLAN_FOUND');
  res.json(await updatePlan(id, await validate(planUpdateSchema, req.body)));
});

plansRoutes.delete('/:id', requireSuper, async (req, res) => {
  await deletePlan(idParam(req.params.id, 'ERR_NO_PLAN_FOUND'));
  res.json({ message: 'Plan deleted' });
});
