import { Router } from 'express';
import { APP_VERSION } from '@zapdesk/shared';
import { db } from '../../db/sequelize.js';
import { redis } from '../../core/redis.js';
import { accept } from '../../http/validate.js';

export const healthRoutes = Router();

healthRoutes.get('/health/live', accept({}), (_req, res) => {
  res.json({ status: 'ok' });
});

// Ready only when both backing services answer, so a load balancer never routes to a half-up process.
healthRoutes.get('/health/ready', accept({}), async (_req, res) => {
  const [postgres, cache] = await Promise.all([
    db()
      .query('SELECT 1')
      .then(
        () => 'ok',
        () => 'down',
      ),
    redis()
      .ping()
      .then(
        () => 'ok',
        () => 'down',
      ),
  ]);
  const ready = postgres === 'ok' && cache === 'ok';
  res.status(ready ? 200 : 503).json({ status: ready ? 'ok' : 'unavailable', postgres, redis: cache });
});

healthRoutes.get('/version', accept({}), (_req, res) => {
  res.json({ version: APP_VERSION });
});
