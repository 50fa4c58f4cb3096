import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { summarize, type LatencySummary } from '../stats.js';
import { postInbound, type BenchTenant } from './sandbox-tenant.js';
import type { AppMessageListener } from './socket-listener.js';
import { logDriverStages } from './stage-log.js';

/** One simulated customer's message as the sandbox phone receives it. */
export interface SimulatedMessage {
  wid: string;
  from: string;
  name: string;
  body: string;
  /** The customer and the message's place among theirs (to check each chat's order). */
  customer: number;
  seq: number;
}

export const phoneOf = (customer: number) => `5511${900_000_000 + customer}`;

/**
 * `count` messages from `customers` customers (numbered from `firstCustomer`) taking turns: each
 * customer's first message creates the contact and opens a ticket, the others join it.
 */
export function simulatedMessages(label: string, count: number, customers: number, firstCustomer = 0): SimulatedMessage[] {
  return Array.from({ length: count }, (_, index) => {
    const customer = firstCustomer + (index % customers);
    const seq = Math.floor(index / customers);
    return {
      wid: `BENCH${label}X${index}`,
      from: phoneOf(customer),
      name: `Cliente ${customer}`,
      body: `Olá, meu pedido ${index} ainda não chegou (#${seq})`,
      customer,
      seq,
    };
  });
}

/** How a phase offers its load: batches of `batchSize` through the public API, as fast as `inFlight` allows or paced at `rate`/s. */
export interface Pace {
  batchSize: number;
  inFlight: number;
  /** Messages per second offered (batches every 20 ms); absent: as fast as possible. */
  rate?: number;
  /** Waiting for socket events stops after this long without one. */
  stallMs: number;
}

export interface PhaseResult {
  injected: number;
  failed: number;
  lost: number;
  /** Messages per second from the first injection to the last socket event. */
  throughput: number;
  /** Messages per second the API accepted. */
  injectRate: number;
  latency: LatencySummary;
  /** Each delivered message's latency, ms (to summarise several phases together). */
  samples: number[];
}

/** Offers the messages (see Pace) and waits for each one's socket event; latency is injection → event on this clock. */
export async function runPhase(tenant: BenchTenant, listener: AppMessageListener, messages: SimulatedMessage[], pace: Pace): Promise<PhaseResult> {
  const injectedAt = new Map<string, number>();
  let failed = 0;
  const start = performance.now();
  const send = async (batch: SimulatedMessage[]) => {
    const at = performance.now();
    for (const m of batch) injectedAt.set(m.wid, at);
    await postInbound(tenant, batch).catch((error: unknown) => {
      console.error(`  an injection failed: ${(error as Error).message}`);
      failed += batch.length;
      for (const m of batch) injectedAt.delete(m.wid);
    });
  };
  if (pace.rate) {
    // A batch every 20 ms (or one message per 1/rate s when slower), each holding what the rate offers in that time.
    const tickMs = Math.max(20, 1000 / pace.rate);
    const perTick = Math.max(1, Math.round((pace.rate * tickMs) / 1000));
    const sending: Promise<void>[] = [];
    for (let offset = 0, tick = 0; offset < messages.length; offset += perTick, tick += 1) {
      const wait = start + tick * tickMs - performance.now();
      if (wait > 0) await sleep(wait);
      sending.push(send(messages.slice(offset, offset + perTick)));
    }
    await Promise.all(sending);
  } else {
    // Each request in flight carries its own customers, one batch after the other: a customer's messages
    // are offered in order, as one phone reports them, while different customers' travel in parallel.
    const streams = Array.from({ length: pace.inFlight }, (_, j) => messages.filter((m) => m.customer % pace.inFlight === j));
    await Promise.all(
      streams.map(async (stream) => {
        for (let offset = 0; offset < stream.length; offset += pace.batchSize) await send(stream.slice(offset, offset + pace.batchSize));
      }),
    );
  }
  const injectedIn = performance.now() - start;
  await listener.waitFor([...injectedAt.keys()], pace.stallMs);

  logDriverStages(injectedAt, listener.arrivals);
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
    injectRate: ((messages.length - failed) * 1000) / injectedIn,
    latency: summarize(latencies),
    samples: latencies,
  };
}
