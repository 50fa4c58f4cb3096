import { Router } from 'express';
import * as yup from 'yup';
import { requireAdmin } from '../../http/middleware/authenticate.js';
import { validate } from '../../http/validate.js';
import { listSettings } from './list-settings.js';
import { updateSetting } from './update-setting.js';

const updateSettingSchema = yup.object({ value: yup.string().defined().max(5000) });

export const settingsRoutes = Router();

settingsRoutes.get('/', async (req, res) => {
  res.json(await listSettings(req.ctx));
});

settingsRoutes.put('/:key', requireAdmin, async (req, res) => {
  const { value } = await validate(updateSettingSchema, req.body);
  res.json(await updateSetting(req.ctx, String(req.params.key), value));
});
