import { Router } from 'express';
import * as yup from 'yup';
import { emailRule, resetPasswordRule } from '@zapdesk/shared';
import { env } from '../../config/env.js';
import { byIp, rateLimit } from '../../http/middleware/rate-limit.js';
import { validate } from '../../http/validate.js';
import { requestPasswordReset } from './request-password-reset.js';
import { resetPassword } from './reset-password.js';

const limit = rateLimit({
  name: 'password-reset-ip',
  limit: env.RATE_LIMIT_LOGIN_PER_IP,
  windowSeconds: env.RATE_LIMIT_LOGIN_WINDOW_SECONDS,
  key: byIp,
});
const forgetSchema = yup.object({ email: emailRule.required() });
const resetSchema = yup.object({
  email: emailRule.required(),
  token: yup.string().trim().required(),
  newPassword: resetPasswordRule.required(),
});

export const passwordResetRoutes = Router();

passwordResetRoutes.post('/forgetpassword/:email', limit, async (req, res) => {
  const { email } = await validate(forgetSchema, req.params);
  await requestPasswordReset(email);
  res.json({ message: 'Email enviado com sucesso!' });
});

// The new password travels in the path (the spec's contract); the request logger redacts it.
passwordResetRoutes.post('/resetpasswords/:email/:token/:newPassword', limit, async (req, res) => {
  const { email, token, newPassword } = await validate(resetSchema, req.params);
  await resetPassword(email, token, newPassword);
  res.json({ message: 'Senha redefinida com sucesso.' });
});
