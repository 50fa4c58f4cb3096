import { Router } from 'express';
import * as yup from 'yup';
import { ignored } from '../../http/input-rules.js';
import { requireAdmin, requireSuper } from '../../http/middleware/authenticate.js';
import { accept } from '../../http/validate.js';
import { listSettings } from './list-settings.js';
import { mailStatus } from './mail-status.js';
import { sendTestEmail } from './send-test-email.js';
import { updateSetting } from './update-setting.js';

/** PUT /settings/:key: the contract's body repeats the key; the path's is the one read. */
const updateSettingSchema = yup.object({ key: ignored(), value: yup.string().defined().max(5000) });

/** POST /settings/mail/test: the address that gets the test e-mail. */
const testEmailSchema = yup.object({ to: yup.string().trim().email('Invalid email').max(255).required('Required') });

export const settingsRoutes = Router();

// The platform's e-mail setup (issue 20): the super user sees the SMTP_* configuration and tries it.
settingsRoutes.get('/mail', requireSuper, accept({}), (_req, res) => {
  res.json(mailStatus());
});

settingsRoutes.post('/mail/test', requireSuper, accept({ body: testEmailSchema }), async (req, res) => {
  await sendTestEmail(req.body.to);
  res.json({ sent: true });
});

settingsRoutes.get('/', accept({}), async (req, res) => {
  res.json(await listSettings(req.ctx));
});

settingsRoutes.put('/:key', requireAdmin, accept({ body: updateSettingSchema }), async (req, res) => {
  res.json(await updateSetting(req.ctx, String(req.params.key), req.body.value));
});
