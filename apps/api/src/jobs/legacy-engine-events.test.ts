import Bull from 'bull';
import { afterAll, describe, expect, it } from 'vitest';
import { env } from '../config/env.js';
import { createRedis } from '../core/redis.js';
import type { QueuedEngineEvent } from './engine-event-queue.js';
import { closeQueues, moveLegacyEngineEvents } from './queues.js';

// An upgrade from the version that queued engine events in Bull loses none: the worker's boot moves them.
env.REDIS_PREFIX = `${env.REDIS_PREFIX}-legacy-${process.pid}`;

afterAll(async () => {
  await closeQueues();
});

describe("events an older version left in Bull's whatsapp-events", () => {
  it('are handed to the engine-event queue oldest first and removed from Bull', async () => {
    // Written the way the old version wrote them (its own Bull queue, same name and prefix).
    const old = new Bull<QueuedEngineEvent>('whatsapp-events', {
      prefix: `${env.REDIS_PREFIX}:bull`,
      createClient: () => createRedis({ maxRetriesPerRequest: null, enableReadyCheck: false }),
    });
    const events: QueuedEngineEvent[] = [1, 2, 3].map((n) => ({
      companyId: 7,
      whatsappId: 9,
      event: { type: 'ack', chatId: '5511999990000@s.whatsapp.net', messageId: `OLD${n}`, ack: 3 },
    }));
    for (const event of events) await old.add(event);
    const moved: QueuedEngineEvent[] = [];
    expect(await moveLegacyEngineEvents(async (items) => void moved.push(...items))).toBe(3);
    expect(moved).toEqual(events);
    expect(await old.getJobCounts()).toMatchObject({ waiting: 0, delayed: 0 });
    expect(await moveLegacyEngineEvents(async (items) => void moved.push(...items))).toBe(0);
    await old.close();
  });
});
