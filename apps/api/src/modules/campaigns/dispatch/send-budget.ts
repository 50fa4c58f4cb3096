import { env } from '../../../config/env.js';
import { redis, redisKey } from '../../../core/redis.js';

// Campaigns are bulk work beside conversations that must stay instant. Every campaign of every company together
// sends at most CAMPAIGN_SENDS_PER_SECOND messages a second, so a zero interval means "as fast as the platform's
// share for campaigns allows": a 10,000-contact campaign cannot take the machine's cores from attendants' chats
// (bench/ campaign: at ~130 sends/s on 2 cores, another company's p99 went from 45 to 729 ms).
//
// A reservation in Redis shared by every worker process (a token bucket in its "virtual scheduling" form): the
// budget is next free at `freeAt`; a batch of n sends takes [max(freeAt, now), … + n / rate) and waits until its
// start. Batches of different connections interleave in the order they reserve. Redis' clock, so processes agree.
const RESERVE = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local start = math.max(tonumber(redis.call('GET', KEYS[1]) or '0'), now)
local freeAt = start + tonumber(ARGV[1]) * 1000 / tonumber(ARGV[2])
redis.call('SET', KEYS[1], string.format('%d', freeAt), 'PX', string.format('%d', freeAt - now + 60000))
return start - now`;

/**
 * The most sends one batch may take: a fifth of a second of the budget. A second's worth at once was a burst
 * that held the cores for most of that second, and another company's messages waited behind it.
 */
export const budgetBatchLimit = () => Math.max(1, Math.ceil(env.CAMPAIGN_SENDS_PER_SECOND / 5));

/** Reserves `sends` of the platform's campaign budget; answers the milliseconds to wait before sending them. */
export async function reserveCampaignSends(sends: number): Promise<number> {
  if (sends <= 0) return 0;
  return Number(await redis().eval(RESERVE, 1, redisKey('campaigns', 'send-budget'), sends, env.CAMPAIGN_SENDS_PER_SECOND));
}
