import { Router } from 'express';
import * as yup from 'yup';
import { requireSuper } from '../../http/middleware/authenticate.js';
import { accept, idParam } from '../../http/validate.js';
import { createHelp, deleteHelp, listHelps, updateHelp } from './manage-helps.js';

const helpSchema = yup.object({
  title: yup.string().trim().min(1).max(200).required(),
  video: yup.string().trim().max(200).default(''),
  description: yup.string().max(5000).default(''),
});
const helpUpdateSchema = yup.object({
  title: yup.string().trim().min(1).max(200).optional(),
  video: yup.string().trim().max(200).optional(),
  description: yup.string().max(5000).optional(),
});

export const helpsRoutes = Router();

// Every signed-in user watches the help videos; only the super user manages them.
helpsRoutes.get('/list', accept({}), async (_req, res) => {
  res.json(await listHelps());
});

helpsRoutes.get('/', requireSuper, accept({}), async (_req, res) => {
  res.json(await listHelps());
});

helpsRoutes.post('/', requireSuper, accept({ body: helpSchema }), async (req, res) => {
  res.status(201).json(await createHelp(req.body));
});

helpsRoutes.put('/:id', requireSuper, accept({ body: helpUpdateSchema }), async (req, res) => {
  const id = idParam(req.params.id, 'ERR_NO_HELP_FOUND');
  res.json(await updateHelp(id, req.body));
});

helpsRoutes.delete('/:id', requireSuper, accept({}), async (req, res) => {
  await deleteHelp(idParam(req.params.id, 'ERR_NO_HELP_FOUND'));
  res.json({ message: 'Help deleted' });
});
