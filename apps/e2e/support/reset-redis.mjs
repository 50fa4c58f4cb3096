#!/usr/bin/env node
// Clears the e2e stack's Redis keys (REDIS_PREFIX) before its API starts. Bull job ids come from database
// ids (schedule-2-v1 …): against a database made afresh, a completed job kept from an earlier run under the
// same prefix would make Bull ignore the new job of the same id, and that schedule would never be sent.
import Redis from 'ioredis';

const prefix = process.env.REDIS_PREFIX;
if (!prefix) throw new Error('REDIS_PREFIX is required');
const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379/1');
let cursor = '0';
let removed = 0;
do {
  const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 1000);
  cursor = next;
  if (keys.length > 0) removed += await redis.del(...keys);
} while (cursor !== '0');
await redis.quit();
console.log(`Redis keys of ${prefix} cleared: ${removed}`);
