import { Router } from 'express';
import { requireAdmin } from '../../http/middleware/authenticate.js';
import { requirePlanFlag } from '../../http/middleware/require-plan-flag.js';
import { accept, idParam } from '../../http/validate.js';
import { createPrompt } from './create-prompt.js';
import { deletePrompt } from './delete-prompt.js';
import { listPrompts } from './list-prompts.js';
import { presentPrompt } from './prompts.presenter.js';
import { loadPrompt } from './prompts.queries.js';
import { promptCreateSchema, promptListSchema, promptUpdateSchema } from './prompts.schemas.js';
import { updatePrompt } from './update-prompt.js';

/** /prompt: the company's AI prompts (admins, plan useOpenAi; docs/contract.md "AI prompts and queue integrations"). */
export const promptRoutes = Router();
promptRoutes.use(requireAdmin, requirePlanFlag('useOpenAi'));

promptRoutes.get('/', accept({ query: promptListSchema }), async (req, res) => {
  res.json(await listPrompts(req.ctx, req.query));
});

promptRoutes.get('/:id', accept({}), async (req, res) => {
  res.json(presentPrompt(await loadPrompt(req.ctx, idParam(req.params.id))));
});

promptRoutes.post('/', accept({ body: promptCreateSchema }), async (req, res) => {
  res.status(201).json(await createPrompt(req.ctx, req.body));
});

promptRoutes.put('/:id', accept({ body: promptUpdateSchema }), async (req, res) => {
  res.json(await updatePrompt(req.ctx, idParam(req.params.id), req.body));
});

promptRoutes.delete('/:id', accept({}), async (req, res) => {
  await deletePrompt(req.ctx, idParam(req.params.id));
  res.json({ message: 'Prompt deleted' });
});
