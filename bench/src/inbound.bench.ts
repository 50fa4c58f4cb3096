import type { ApiProcesses } from './api-processes.js';
import { measureCpu, type CpuUse } from './cpu-meter.js';
import { runAckStorm, seedSentMessages } from './inbound/ack-storm.js';
import { runFairness } from './inbound/fairness.js';
import { runPhase, simulatedMessages, type PhaseResult } from './inbound/inject.js';
import { checkChatOrder } from './inbound/order-check.js';
import { runRawSqlBaseline } from './inbound/raw-sql-baseline.js';
import { connectSandbox, createBenchTenant, refreshToken } from './inbound/sandbox-tenant.js';
import { AppMessageListener } from './inbound/socket-listener.js';
import { printTable, verdict } from './stats.js';

export interface InboundOptions {
  messages: number;
  customers: number;
  rate: number;
  batchSize: number;
  inFlight: number;
  /** Rows per transaction of the raw SQL baseline. */
  sqlBatchSize: number;
  acks: number;
  /** Phases to run (all by default): burst, paced, fairness, acks, sql, workers. */
  phases: Set<string>;
}

/** The targets for the inbound pipeline on the 2-core machine. */
export const INBOUND_TARGET = { messagesPerSecond: 500, p99Ms: 100, pacedRate: 300, fairnessP99Ms: 500 };
const WARM_UP = 200;
const STALL_MS = 30_000;

/** Restarts the API's processes with `workers` worker processes (the two-worker phase). */
export type RestartApi = (workers: number) => Promise<ApiProcesses>;

const cpuCell = (cpu: CpuUse, n: number) =>
  `${(cpu.whatsapp / n).toFixed(1)}/${cpu.perWorker.map((w) => (w / n).toFixed(1)).join('+')}/${(cpu.http / n).toFixed(1)}`;

const phaseRow = (label: string, { result: r, cpu }: { result: PhaseResult; cpu: CpuUse }) => [
  label,
  r.throughput,
  r.injectRate,
  r.latency.p50,
  r.latency.p95,
  r.latency.p99,
  r.latency.max,
  `${r.lost + r.failed}/${r.injected + r.failed}`,
  cpuCell(cpu, r.injected),
  cpu.postgres / r.injected,
];

async function listenedTenant(label: string) {
  const tenant = await createBenchTenant(label);
  await connectSandbox(tenant);
  const listener = new AppMessageListener(tenant.companyId, tenant.adminToken);
  await listener.connect();
  return { tenant, listener };
}

/**
 * The inbound pipeline through its real path — the public API's sandbox routes (batches of customers) →
 * the whatsapp process → the engine-event lanes in Redis → worker(s) → Postgres → Redis emitter → the http
 * process's socket.io → a socket client — as fast as possible, paced, with one company flooding beside a
 * quiet one, with two worker processes, and an ack storm; then the same rows written with plain SQL.
 */
export async function inboundBench(api: ApiProcesses, restart: RestartApi, options: InboundOptions): Promise<string[]> {
  const runId = Date.now().toString(36).toUpperCase();
  const runs = (phase: string) => options.phases.has(phase);
  const pace = { batchSize: options.batchSize, inFlight: options.inFlight, stallMs: STALL_MS };
  const rows: (string | number)[][] = [];
  const verdicts: string[] = [];
  const target = INBOUND_TARGET;
  console.log(`inbound: ${[...options.phases].join(', ')} (${options.messages} messages per phase from ${options.customers} customers)`);

  const main = await listenedTenant('pipeline');
  await runPhase(main.tenant, main.listener, simulatedMessages(`${runId}W`, WARM_UP, 50, 1_000_000), { ...pace, inFlight: 1 });
  let sqlThroughput = Number.NaN;
  if (runs('sql')) {
    const baseline = await runRawSqlBaseline(
      await createBenchTenant('raw-sql'),
      simulatedMessages(`${runId}R`, options.messages, options.customers, 0),
      options.sqlBatchSize,
    );
    sqlThroughput = baseline.throughput;
    rows.push([
      `raw SQL baseline, batches of ${options.sqlBatchSize} (latency = one batch)`,
      baseline.throughput,
      '-',
      baseline.batch.p50,
      baseline.batch.p95,
      baseline.batch.p99,
      baseline.batch.max,
      '-',
      '-',
      '-',
    ]);
  }
  if (runs('burst')) {
    const burst = await measureCpu(api, () =>
      runPhase(main.tenant, main.listener, simulatedMessages(`${runId}B`, options.messages, options.customers, 0), pace),
    );
    rows.push(phaseRow(`as fast as possible (batches of ${pace.batchSize}, ${pace.inFlight} in flight)`, burst));
    verdicts.push(
      verdict(
        'inbound throughput',
        burst.result.throughput >= target.messagesPerSecond && burst.result.lost + burst.result.failed === 0,
        `${burst.result.throughput.toFixed(0)} msgs/s at full speed (target ≥ ${target.messagesPerSecond}); raw SQL ${sqlThroughput.toFixed(0)} msgs/s`,
      ),
    );
  }
  if (runs('paced')) {
    await refreshToken(main.tenant);
    const paced = await measureCpu(api, () =>
      runPhase(main.tenant, main.listener, simulatedMessages(`${runId}P`, options.messages, options.customers, 2_000_000), { ...pace, rate: options.rate }),
    );
    rows.push(phaseRow(`paced at ${options.rate}/s`, paced));
    verdicts.push(
      verdict(
        'inbound p99',
        paced.result.latency.p99 < target.p99Ms && paced.result.lost + paced.result.failed === 0 && paced.result.throughput >= options.rate * 0.95,
        `p99 ${paced.result.latency.p99.toFixed(0)} ms at ${paced.result.throughput.toFixed(0)} of ${options.rate} msgs/s offered (target < ${target.p99Ms} ms at ${target.pacedRate}/s)`,
      ),
    );
  }
  main.listener.close();
  if (runs('fairness')) {
    const flooding = await listenedTenant('flooding');
    const quiet = await listenedTenant('quiet');
    const fairness = await measureCpu(api, () => runFairness(flooding, quiet, { label: runId, flood: 5000, floodCustomers: 500, stallMs: STALL_MS }));
    for (const { listener } of [flooding, quiet]) listener.close();
    const q = fairness.result.quiet;
    rows.push(phaseRow('fairness: company A floods 5000', { result: fairness.result.flood, cpu: fairness.cpu }));
    rows.push([
      'fairness: company B, 1 msg/s meanwhile',
      '-',
      '-',
      q.latency.p50,
      q.latency.p95,
      q.latency.p99,
      q.latency.max,
      `${q.lost}/${q.sent}`,
      '-',
      '-',
    ]);
    verdicts.push(
      verdict(
        'fairness',
        q.latency.p99 < target.fairnessP99Ms && q.lost === 0,
        `company B p99 ${q.latency.p99.toFixed(0)} ms over ${q.sent} messages while A floods 5000 (target < ${target.fairnessP99Ms} ms)`,
      ),
    );
  }
  let stormTable: (() => void) | undefined;
  if (runs('acks')) {
    const acking = await listenedTenant('acks');
    const wids = await seedSentMessages(acking.tenant, runId, Math.max(1, Math.floor(options.acks / 100)), 100);
    const storm = await measureCpu(api, () => runAckStorm(acking.tenant, acking.listener, runId, wids, { batchSize: 1000, inFlight: 4, stallMs: STALL_MS }));
    acking.listener.close();
    const a = storm.result;
    stormTable = () => {
      console.log(`\nAck storm: ${a.acks} acks (read) for messages we sent, lists of 1000 through POST /sandbox/{id}/ack, 4 in flight`);
      printTable(
        ['acks', 'injected/s', 'applied/s (Postgres)', 'socket events/s', 'applied', 'events', 'CPU ms/ack wa/worker/http', 'pg CPU ms/ack'],
        [[a.acks, a.injectRate, a.appliedRate, a.socketRate, a.applied, a.delivered, cpuCell(storm.cpu, a.acks), storm.cpu.postgres / a.acks]],
      );
    };
    verdicts.push(
      `INFO  ack storm: ${a.appliedRate.toFixed(0)} acks/s applied, ${a.socketRate.toFixed(0)} acks/s to the socket (${a.applied}/${a.acks} applied)`,
    );
  }
  if (runs('workers')) {
    const two = await restart(2);
    const parallel = await listenedTenant('two-workers');
    await runPhase(parallel.tenant, parallel.listener, simulatedMessages(`${runId}V`, WARM_UP, 50, 5_000_000), { ...pace, inFlight: 1 });
    const messages = simulatedMessages(`${runId}T`, options.messages, options.customers, 6_000_000);
    const twoWorkers = await measureCpu(two, () => runPhase(parallel.tenant, parallel.listener, messages, pace));
    const order = await checkChatOrder(parallel.tenant.companyId, messages, parallel.listener);
    parallel.listener.close();
    rows.push(phaseRow('two worker processes, as fast as possible', twoWorkers));
    verdicts.push(
      verdict(
        'two workers: per-chat order',
        order.database.outOfOrder === 0 && order.socket.outOfOrder === 0 && order.database.checked === messages.length,
        `${order.database.outOfOrder} of ${order.database.checked} out of order in Postgres, ${order.socket.outOfOrder} of ${order.socket.checked} on the socket; ${twoWorkers.result.throughput.toFixed(0)} msgs/s`,
      ),
    );
  }

  console.log(
    `\nInbound pipeline: ${options.messages} messages per phase from ${options.customers} customers, injected through POST /sandbox/{id}/inbound in batches (latency = injected → socket event)`,
  );
  printTable(['phase', 'msgs/s', 'injected/s', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'lost', 'CPU ms/msg wa/worker/http', 'pg CPU ms/msg'], rows);
  stormTable?.();
  return verdicts;
}
