import { Router } from 'express';
import * as yup from 'yup';
import { emailRule, resetPasswordRule } from '@zapdesk/shared';
import { env } from '../../config/env.js';
import { enterGate, leaveGate, type GateRule } from '../../core/throttle.js';
import { byIp, rateLimit, tooManyRequests } from '../../http/middleware/rate-limit.js';
import { accept, validate } from '../../http/validate.js';
import { requestPasswordReset } from './request-password-reset.js';
import { resetPassword } from './reset-password.js';

// Per address a fixed window shared by both routes; per e-mail slow-down gates (core/throttle.ts): a few
// code e-mails at once, then one per minute, two, four … an hour; code tries as sign-in attempts are.
const limit = rateLimit({
  name: 'password-reset-ip',
  limit: env.RATE_LIMIT_LOGIN_PER_IP,
  windowSeconds: env.RATE_LIMIT_LOGIN_WINDOW_SECONDS,
  key: byIp,
});
const mailGate: GateRule = {
  name: 'reset-mail',
  free: env.RATE_LIMIT_RESET_PER_EMAIL,
  baseMs: 60_000,
  maxMs: 3_600_000,
  windowSeconds: env.RATE_LIMIT_RESET_WINDOW_SECONDS,
};
const codeGate: GateRule = {
  name: 'reset-code',
  free: env.RATE_LIMIT_LOGIN_PER_EMAIL,
  baseMs: 1000,
  maxMs: 5 * 60_000,
  windowSeconds: env.RATE_LIMIT_LOGIN_WINDOW_SECONDS,
};
const forgetSchema = yup.object({ email: emailRule.required() });
const resetSchema = yup.object({
  email: emailRule.required(),
  token: yup.string().trim().required(),
  newPassword: resetPasswordRule.required(),
});

export const passwordResetRoutes = Router();

passwordResetRoutes.post('/forgetpassword/:email', limit, accept({}), async (req, res) => {
  const { email } = await validate(forgetSchema, req.params, 'params');
  const wait = await enterGate(mailGate, email);
  if (wait > 0) tooManyRequests(res, wait);
  await requestPasswordReset(email);
  res.json({ message: 'Email enviado com sucesso!' });
});

// The new password travels in the path (the spec's contract); the request logger redacts it.
passwordResetRoutes.post('/resetpasswords/:email/:token/:newPassword', limit, accept({}), async (req, res) => {
  const { email, token, newPassword } = await validate(resetSchema, req.params, 'params');
  const wait = await enterGate(codeGate, email);
  if (wait > 0) tooManyRequests(res, wait);
  await resetPassword(email, token, newPassword);
  await leaveGate(codeGate, email);
  res.json({ message: 'Senha redefinida com sucesso.' });
});
