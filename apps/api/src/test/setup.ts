import { afterAll } from 'vitest';
import { setEventSink } from '../core/events.js';
import { closeDb, db } from '../db/sequelize.js';
import { closeRedis } from '../core/redis.js';
import { closeSessionCache } from '../modules/auth/session-cache.js';
import { closeLiveness } from '../core/liveness.js';
import { recordEvent } from './events.js';

// Each test file runs against the real test database and Redis; events are recorded for assertions.
db();
setEventSink(recordEvent);

afterAll(async () => {
  await closeSessionCache();
  await closeLiveness();
  await closeDb();
  await closeRedis();
});
