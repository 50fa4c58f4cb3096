import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { env } from '../config/env.js';
import { redis } from '../core/redis.js';
import { inbound } from '../modules/messages/testing/pipeline.js';
import { EngineEventConsumer, enqueueEngineEvents, type ClaimedChat, type QueuedEngineEvent } from './engine-event-queue.js';

// What one claim hands out when a company has a backlog (a campaign's acks) and another company's customer
// writes: the claim's composition, read straight from the Redis lanes (no processor, nothing timed).
env.REDIS_PREFIX = `${env.REDIS_PREFIX}-claim-${process.pid}`;

const consumers: EngineEventConsumer[] = [];
// Each test starts from empty lanes: what an earlier test left queued would take turns in its claims.
beforeEach(async () => {
  const keys = await redis().keys(`${env.REDIS_PREFIX}:engine:*`);
  if (keys.length > 0) await redis().del(...keys);
});
afterEach(async () => {
  while (consumers.length) await consumers.pop()!.close();
});

function consumer() {
  const made = new EngineEventConsumer(60_000);
  consumers.push(made);
  return made;
}

let nextCompany = Date.now() % 1_000_000;
/** A company id of its own per test (the lanes are keyed by company), with its connection's id. */
const newCompany = () => ({ companyId: (nextCompany += 1), whatsappId: nextCompany });

/** `acks` acks (a campaign's: delivered, then read) on `chats` customers' chats of one company. */
function campaignAcks(company: { companyId: number; whatsappId: number }, chats: number, acks: number): QueuedEngineEvent[] {
  return Array.from({ length: acks }, (_, n) => ({
    ...company,
    event: { type: 'ack', chatId: `5521${900000000 + (n % chats)}@s.whatsapp.net`, messageId: `CAMPAIGN${n % chats}`, ack: n < chats ? 2 : 3 },
  }));
}

const customerMessage = (company: { companyId: number; whatsappId: number }): QueuedEngineEvent => ({ ...company, event: inbound('5511966660000') });

const eventsOf = (claim: ClaimedChat[], companyId: number) =>
  claim.filter((chat) => chat.events[0].companyId === companyId).reduce((n, chat) => n + chat.events.length, 0);

const LIMITS = { maxChats: 50, maxEventsPerChat: 20, maxEvents: 200, maxEventsPerCompany: 50 };

describe('a claim while one company has a backlog', () => {
  it("holds the other company's message and at most the backlogged company's share of events", async () => {
    const campaign = newCompany();
    const attendants = newCompany();
    // 5,000 acks queued first (2,500 contacts, delivered then read), then one customer of another company writes.
    await enqueueEngineEvents(campaignAcks(campaign, 2500, 5000));
    await enqueueEngineEvents([customerMessage(attendants)]);

    const claim = await consumer().claim(LIMITS);

    expect(eventsOf(claim, attendants.companyId)).toBe(1);
    expect(eventsOf(claim, campaign.companyId)).toBe(LIMITS.maxEventsPerCompany);
    // 25 contacts' two acks each (delivered, read): a chat's events stay together.
    expect(claim).toHaveLength(1 + 25);
  });

  it('of a lone company takes its share only, leaving the rest ready for the next claim (another loop or worker)', async () => {
    const campaign = newCompany();
    await enqueueEngineEvents(campaignAcks(campaign, 2500, 5000));
    const first = consumer();
    const second = consumer();

    const a = await first.claim(LIMITS);
    const b = await second.claim(LIMITS);

    expect(eventsOf(a, campaign.companyId)).toBe(LIMITS.maxEventsPerCompany);
    expect(eventsOf(b, campaign.companyId)).toBe(LIMITS.maxEventsPerCompany);
    // Different chats: a chat is only ever in one claim.
    expect(new Set([...a, ...b].map((chat) => chat.chat)).size).toBe(a.length + b.length);
  });

  it("of a company whose chats hold more than its share cuts the last chat short at the share's end", async () => {
    const busy = newCompany();
    // Two chats of 30 acks each: the share (50) ends 20 events into the second chat.
    await enqueueEngineEvents(campaignAcks(busy, 2, 60));
    const claim = await consumer().claim({ ...LIMITS, maxEventsPerChat: 40 });
    expect(claim.map((chat) => chat.events.length)).toEqual([30, 20]);
  });
});
