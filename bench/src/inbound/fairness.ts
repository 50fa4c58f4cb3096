import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { summarize, type LatencySummary } from '../stats.js';
import { runPhase, simulatedMessages, type PhaseResult } from './inject.js';
import { postInbound, type BenchTenant } from './sandbox-tenant.js';
import type { AppMessageListener } from './socket-listener.js';
import { logDriverStages } from './stage-log.js';

export interface FairnessResult {
  flood: PhaseResult;
  /** The quiet company's messages written while the flood was being processed. */
  quiet: { sent: number; lost: number; latency: LatencySummary };
}

/**
 * Company A floods (`flood` messages from `floodCustomers` customers, as fast as the API takes them) while
 * company B's customers write one message a second until A's flood has been processed; B's latency is
 * injection → B's socket event.
 */
export async function runFairness(
  a: { tenant: BenchTenant; listener: AppMessageListener },
  b: { tenant: BenchTenant; listener: AppMessageListener },
  options: { label: string; flood: number; floodCustomers: number; stallMs: number },
): Promise<FairnessResult> {
  let flooding = true;
  const sentAt = new Map<string, number>();
  const quiet = (async () => {
    for (let i = 0; flooding; i += 1) {
      const [message] = simulatedMessages(`${options.label}Q${i}`, 1, 1, 3_000_000 + (i % 20));
      sentAt.set(message.wid, performance.now());
      await postInbound(b.tenant, [message]);
      await sleep(1000);
    }
  })();
  const flood = await runPhase(a.tenant, a.listener, simulatedMessages(`${options.label}F`, options.flood, options.floodCustomers, 4_000_000), {
    batchSize: 500,
    inFlight: 2,
    stallMs: options.stallMs,
  });
  flooding = false;
  await quiet;
  await b.listener.waitFor([...sentAt.keys()], options.stallMs);
  logDriverStages(sentAt, b.listener.arrivals);
  const latencies = [...sentAt].flatMap(([wid, at]) => (b.listener.arrivals.has(wid) ? [b.listener.arrivals.get(wid)! - at] : []));
  return { flood, quiet: { sent: sentAt.size, lost: sentAt.size - latencies.length, latency: summarize(latencies) } };
}
