import { afterEach, describe, expect, it } from 'vitest';
import { env } from '../../../config/env.js';
import { redis, redisKey } from '../../../core/redis.js';
import { reserveCampaignSends } from './send-budget.js';

// The platform's campaign budget against the real Redis: reservations queue up at the budget's rate.
env.REDIS_PREFIX = `${env.REDIS_PREFIX}-send-budget`;
const budget = env.CAMPAIGN_SENDS_PER_SECOND;

afterEach(async () => {
  env.CAMPAIGN_SENDS_PER_SECOND = budget;
  await redis().del(redisKey('campaigns', 'send-budget'));
});

describe('reserveCampaignSends', () => {
  it('lets the first batch go at once and gives each next one its turn after the sends reserved before it', async () => {
    env.CAMPAIGN_SENDS_PER_SECOND = 20;
    expect(await reserveCampaignSends(20)).toBe(0);
    // The first batch took a second of the budget; the next one waits for it (less the few ms since then).
    const second = await reserveCampaignSends(10);
    expect(second).toBeGreaterThan(900);
    expect(second).toBeLessThanOrEqual(1000);
    const third = await reserveCampaignSends(1);
    expect(third).toBeGreaterThan(1400);
    expect(third).toBeLessThanOrEqual(1500);
  });

  it('reserves nothing for an empty batch, and a budget left unused is not saved up for later', async () => {
    env.CAMPAIGN_SENDS_PER_SECOND = 1000;
    expect(await reserveCampaignSends(0)).toBe(0);
    expect(await reserveCampaignSends(10)).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 50));
    // 10 ms of budget were taken 50 ms ago: the next batch goes now, and the one after waits for its 500 sends.
    expect(await reserveCampaignSends(500)).toBe(0);
    expect(await reserveCampaignSends(1)).toBeGreaterThan(400);
  });
});
