import { Router, type Response } from 'express';
import { loginSchema } from '@zapdesk/shared';
import { env } from '../../config/env.js';
import { AppError } from '../../core/errors.js';
import { requireAuth } from '../../http/middleware/authenticate.js';
import { byBodyEmail, byIp, rateLimit } from '../../http/middleware/rate-limit.js';
import { validate } from '../../http/validate.js';
import { login } from './login.js';
import { refreshSession } from './refresh-session.js';
import { revokeRefreshToken } from './refresh-tokens.js';
import { clearRefreshCookie, REFRESH_COOKIE, setRefreshCookie } from './session-cookie.js';
import { assertSubscription, findSessionUser, type IssuedSession } from './session-user.js';
import { presentUser } from '../users/users.presenter.js';

const window = () => env.RATE_LIMIT_LOGIN_WINDOW_SECONDS;
const loginLimits = rateLimit(
  { name: 'login-ip', limit: env.RATE_LIMIT_LOGIN_PER_IP, windowSeconds: window(), key: byIp },
  { name: 'login-email', limit: env.RATE_LIMIT_LOGIN_PER_EMAIL, windowSeconds: window(), key: byBodyEmail },
);

function sendSession(res: Response, session: IssuedSession) {
  setRefreshCookie(res, session.refreshToken);
  const { token, user, sessionId, defaultPasswordInUse } = session;
  res.json({ token, user, sessionId, defaultPasswordInUse });
}

export const authRoutes = Router();

authRoutes.post('/login', loginLimits, async (req, res) => {
  const input = await validate(loginSchema, req.body);
  sendSession(res, await login(input));
});

authRoutes.post('/refresh_token', async (req, res) => {
  try {
    sendSession(res, await refreshSession(req.cookies?.[REFRESH_COOKIE]));
  } catch (error) {
    if (error instanceof AppError) clearRefreshCookie(res);
    throw error;
  }
});

authRoutes.delete('/logout', async (req, res) => {
  await revokeRefreshToken(req.cookies?.[REFRESH_COOKIE]);
  clearRefreshCookie(res);
  res.status(204).end();
});

authRoutes.get('/me', requireAuth, async (req, res) => {
  const user = await findSessionUser({ id: req.claims.id }, 'the verified token names the user');
  if (!user || user.companyId !== req.ctx.companyId) throw new AppError('ERR_SESSION_EXPIRED', 401, 'Session expired');
  assertSubscription(user);
  res.json({ user: presentUser(user) });
});
