import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { summarize, type LatencySummary } from '../stats.js';
import { benchGateway, type BenchTenant } from './sandbox-tenant.js';
import type { AppMessageListener } from './socket-listener.js';

/** One simulated customer's message as the sandbox phone receives it. */
export interface SimulatedMessage {
  wid: string;
  from: string;
  name: string;
  body: string;
}

const phoneOf = (customer: number) => `5511${900_000_000 + customer}`;

/**
 * `count` messages from `customers` customers (numbered from `firstCustomer`) taking turns: each
 * customer's first message creates the contact and opens a ticket, the others join it.
 */
export function simulatedMessages(label: string, count: number, customers: number, firstCustomer = 0): SimulatedMessage[] {
  return Array.from({ length: count }, (_, index) => {
    const customer = firstCustomer + (index % customers);
    return { wid: `BENCH${label}X${index}`, from: phoneOf(customer), name: `Cliente ${customer}`, body: `Olá, meu pedido ${index} ainda não chegou` };
  });
}

export interface PhaseResult {
  injected: number;
  failed: number;
  lost: number;
  /** Messages per second from the first injection to the last socket event. */
  throughput: number;
  /** Messages per second the driver managed to hand to the sandbox. */
  injectRate: number;
  latency: LatencySummary;
}

/**
 * Hands the messages to the sandbox phone through the whatsapp process's gateway (the same call the
 * API's sandbox routes make), `concurrency` at a time, optionally paced at `rate` per second, then waits
 * for each one's socket event. Latency is injection → event, both read on this process's clock.
 */
export async function runPhase(
  tenant: BenchTenant,
  listener: AppMessageListener,
  messages: SimulatedMessage[],
  pace: { concurrency: number; rate?: number; stallMs: number },
): Promise<PhaseResult> {
  const gateway = benchGateway();
  const injectedAt = new Map<string, number>();
  let failed = 0;
  let next = 0;
  const start = performance.now();
  const injectNext = async () => {
    while (next < messages.length) {
      const index = next++;
      if (pace.rate) {
        const wait = start + (index * 1000) / pace.rate - performance.now();
        if (wait > 0) await sleep(wait);
      }
      const { wid, from, name, body } = messages[index];
      injectedAt.set(wid, performance.now());
      await gateway.sandbox(tenant.companyId, tenant.whatsappId, 'inbound', { id: wid, from, name, body }).catch(() => {
        failed += 1;
        injectedAt.delete(wid);
      });
    }
  };
  await Promise.all(Array.from({ length: pace.concurrency }, injectNext));
  const injectedIn = performance.now() - start;
  await listener.waitFor([...injectedAt.keys()], pace.stallMs);

  const latencies: number[] = [];
  let lastArrival = start;
  for (const [wid, at] of injectedAt) {
    const arrived = listener.arrivals.get(wid);
    if (arrived === undefined) continue;
    latencies.push(arrived - at);
    lastArrival = Math.max(lastArrival, arrived);
  }
  return {
    injected: injectedAt.size,
    failed,
    lost: injectedAt.size - latencies.length,
    throughput: (latencies.length * 1000) / (lastArrival - start),
    injectRate: (messages.length * 1000) / injectedIn,
    latency: summarize(latencies),
  };
}
