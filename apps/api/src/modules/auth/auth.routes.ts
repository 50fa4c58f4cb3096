import { Router, type Response } from 'express';
import { loginSchema } from '@zapdesk/shared';
import { env } from '../../config/env.js';
import { AppError } from '../../core/errors.js';
import { requireAuth } from '../../http/middleware/authenticate.js';
import { byIp, rateLimit, tooManyRequests } from '../../http/middleware/rate-limit.js';
import { accept } from '../../http/validate.js';
import { login } from './login.js';
import { refreshSession } from './refresh-session.js';
import { DEVICE_COOKIE, rememberDevice, trustedDevice } from './device-cookie.js';
import { startLoginAttempt } from './login-throttle.js';
import { logout } from './logout.js';
import { clearRefreshCookie, REFRESH_COOKIE, setRefreshCookie } from './session-cookie.js';
import { assertSubscription, findSessionUser, type IssuedSession } from './session-user.js';
import { presentUser } from '../users/users.presenter.js';

// Per address a fixed window; per account the slow-down gates of login-throttle.ts (device cookies).
const loginIpLimit = rateLimit({ name: 'login-ip', limit: env.RATE_LIMIT_LOGIN_PER_IP, windowSeconds: env.RATE_LIMIT_LOGIN_WINDOW_SECONDS, key: byIp });

function sendSession(res: Response, session: IssuedSession) {
  setRefreshCookie(res, session.refreshToken);
  const { token, user, sessionId, defaultPasswordInUse } = session;
  res.json({ token, user, sessionId, defaultPasswordInUse });
}

export const authRoutes = Router();

authRoutes.post('/login', loginIpLimit, accept({ body: loginSchema }), async (req, res) => {
  const input = req.body;
  const deviceCookie: unknown = req.cookies?.[DEVICE_COOKIE];
  const attempt = await startLoginAttempt(input.email, trustedDevice(deviceCookie, input.email));
  if (attempt.retryAfter > 0) tooManyRequests(res, attempt.retryAfter);
  let session: IssuedSession;
  try {
    session = await login(input);
  } catch (error) {
    // Only a wrong password is a guess; a right one for a lapsed subscription gives its place back.
    if (!(error instanceof AppError && error.code === 'ERR_INVALID_CREDENTIALS')) await attempt.succeeded();
    throw error;
  }
  await attempt.succeeded();
  rememberDevice(res, deviceCookie, input.email);
  sendSession(res, session);
});

authRoutes.post('/refresh_token', accept({}), async (req, res) => {
  try {
    sendSession(res, await refreshSession(req.cookies?.[REFRESH_COOKIE]));
  } catch (error) {
    if (error instanceof AppError) clearRefreshCookie(res);
    throw error;
  }
});

authRoutes.delete('/logout', accept({}), async (req, res) => {
  await logout(req.cookies?.[REFRESH_COOKIE]);
  clearRefreshCookie(res);
  res.status(204).end();
});

authRoutes.get('/me', requireAuth, accept({}), async (req, res) => {
  const user = await findSessionUser({ id: req.claims.id }, 'the verified token names the user');
  if (!user || user.companyId !== req.ctx.companyId) throw new AppError('ERR_SESSION_EXPIRED', 401, 'Session expired');
  assertSubscription(user);
  res.json({ user: presentUser(user) });
});
