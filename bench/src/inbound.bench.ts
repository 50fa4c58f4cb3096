import type { ApiProcesses } from './api-processes.js';
import { measureCpu, type CpuUse } from './cpu-meter.js';
import { AppMessageListener } from './inbound/socket-listener.js';
import { runPhase, simulatedMessages, type PhaseResult } from './inbound/inject.js';
import { runRawSqlBaseline } from './inbound/raw-sql-baseline.js';
import { connectSandbox, createBenchTenant } from './inbound/sandbox-tenant.js';
import { printTable, verdict } from './stats.js';

export interface InboundOptions {
  messages: number;
  customers: number;
  rate: number;
  concurrency: number;
  batchSize: number;
}

/** The targets for the inbound pipeline on the 2-core machine. */
export const INBOUND_TARGET = { messagesPerSecond: 500, p99Ms: 100 };
const WARM_UP = 200;

const phaseRow = (label: string, { result: r, cpu }: { result: PhaseResult; cpu: CpuUse }) => [
  label, r.throughput, r.injectRate, r.latency.p50, r.latency.p95, r.latency.p99, r.latency.max, `${r.lost + r.failed}/${r.injected + r.failed}`,
  `${(cpu.whatsapp / r.injected).toFixed(1)}/${(cpu.worker / r.injected).toFixed(1)}/${(cpu.http / r.injected).toFixed(1)}`, cpu.postgres / r.injected,
];

/**
 * Inbound messages from many simulated customers through the real path — sandbox phone in the whatsapp
 * process → durable Bull queue → worker (process-engine-event) → Postgres → Redis emitter → the http
 * process's socket.io → a socket client — then the same rows written with plain SQL in batches.
 */
export async function inboundBench(api: ApiProcesses, options: InboundOptions): Promise<string[]> {
  const runId = Date.now().toString(36).toUpperCase();
  const tenant = await createBenchTenant('pipeline');
  await connectSandbox(tenant);
  const listener = new AppMessageListener(tenant.companyId, tenant.adminToken);
  await listener.connect();
  // Customer ranges never overlap, so each phase opens its tickets like the first contact of the day.
  const stallMs = 30_000;
  try {
    console.log(`inbound: warm-up (${WARM_UP} messages), then ${options.messages} as fast as possible, then ${options.messages} at ${options.rate}/s`);
    await runPhase(tenant, listener, simulatedMessages(`${runId}W`, WARM_UP, 50, 1_000_000), { concurrency: 8, stallMs });
    const burst = await measureCpu(api, () => runPhase(tenant, listener, simulatedMessages(`${runId}B`, options.messages, options.customers, 0), {
      concurrency: options.concurrency, stallMs,
    }));
    const paced = await measureCpu(api, () => runPhase(tenant, listener, simulatedMessages(`${runId}P`, options.messages, options.customers, 2_000_000), {
      concurrency: options.concurrency, rate: options.rate, stallMs,
    }));
    const rawTenant = await createBenchTenant('raw-sql');
    const baseline = await runRawSqlBaseline(rawTenant, simulatedMessages(`${runId}R`, options.messages, options.customers, 0), options.batchSize);

    console.log(`\nInbound pipeline: ${options.messages} messages per phase from ${options.customers} customers (latency = injected → socket event)`);
    printTable(['phase', 'msgs/s', 'injected/s', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'lost', 'CPU ms/msg wa/worker/http', 'pg CPU ms/msg'], [
      phaseRow(`pipeline, as fast as possible (${options.concurrency} in flight)`, burst),
      phaseRow(`pipeline, paced at ${options.rate}/s`, paced),
      [`raw SQL baseline, batches of ${options.batchSize} (latency = one batch)`, baseline.throughput, '-', baseline.batch.p50, baseline.batch.p95, baseline.batch.p99, baseline.batch.max, '-', '-', '-'],
    ]);
    return [
      verdict('inbound throughput', burst.result.throughput >= INBOUND_TARGET.messagesPerSecond && burst.result.lost === 0,
        `${burst.result.throughput.toFixed(0)} msgs/s at full speed (target ≥ ${INBOUND_TARGET.messagesPerSecond}); raw SQL ${baseline.throughput.toFixed(0)} msgs/s`),
      verdict('inbound p99', paced.result.latency.p99 < INBOUND_TARGET.p99Ms && paced.result.lost === 0 && paced.result.throughput >= options.rate * 0.95,
        `p99 ${paced.result.latency.p99.toFixed(0)} ms at ${paced.result.throughput.toFixed(0)} of ${options.rate} msgs/s offered (target < ${INBOUND_TARGET.p99Ms} ms at ${INBOUND_TARGET.messagesPerSecond}/s)`),
    ];
  } finally {
    listener.close();
  }
}
