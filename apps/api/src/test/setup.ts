import { afterAll } from 'vitest';
import { setEventSink } from '../core/events.js';
import { closeDb, db } from '../db/sequelize.js';
import { closeRedis } from '../core/redis.js';
import { closeSessionCache } from '../modules/auth/session-cache.js';
import { closeLiveness } from '../core/liveness.js';
import { closeEmailTransport } from '../channels/email/send-email.js';
import { recordEvent } from './events.js';
import { startAsFreshProcess } from './fresh-process.js';

// Each test file runs against the real test database and Redis; events are recorded for assertions.
startAsFreshProcess();
db();
setEventSink(recordEvent);

afterAll(async () => {
  closeEmailTransport();
  await closeSessionCache();
  await closeLiveness();
  await closeDb();
  await closeRedis();
});
