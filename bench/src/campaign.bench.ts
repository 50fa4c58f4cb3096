import { measureCpu, type CpuUse } from './cpu-meter.js';
import type { ApiProcesses } from './api-processes.js';
import { runCampaign, seedCampaignList } from './campaign/campaign-run.js';
import { runPhase, simulatedMessages, type PhaseResult } from './inbound/inject.js';
import { connectSandbox, createBenchTenant } from './inbound/sandbox-tenant.js';
import { AppMessageListener } from './inbound/socket-listener.js';
import { printTable, summarize, verdict } from './stats.js';
import { INBOUND_TARGET } from './inbound.bench.js';

const STALL_MS = 30_000;
/** Another company's customers while the campaign runs: a steady trickle, as attendants' conversations go on. */
const BESIDE_RATE = 20;

export interface CampaignOptions {
  contacts: number;
}

const perShipping = (cpu: CpuUse, n: number) => `${(cpu.whatsapp / n).toFixed(2)}/${(cpu.worker / n).toFixed(2)}/${(cpu.http / n).toFixed(2)}`;

/**
 * Issue 15 point 7: a campaign of `contacts` contacts with every interval at 0 on a sandbox connection, through
 * the public API (POST /campaigns) and the real dispatch (Bull, the per-connection pacer, the outbox, the
 * whatsapp process). Shippings per second and CPU per shipping; meanwhile another company's customers write
 * BESIDE_RATE messages a second, and their latency (injection → socket event) shows whether a campaign slows
 * attendants' conversations.
 */
export async function campaignBench(api: ApiProcesses, options: CampaignOptions): Promise<string[]> {
  console.log(`campaign: ${options.contacts} contacts, intervals 0, beside another company's customers at ${BESIDE_RATE} msgs/s`);
  const sender = await createBenchTenant('campaign', { useCampaigns: true, campaigns: 100 });
  await connectSandbox(sender);
  const listId = await seedCampaignList(sender, options.contacts);

  // The campaign alone: its rate and what each shipping costs.
  const campaign = await measureCpu(api, () => runCampaign(sender, listId, options.contacts, STALL_MS));

  // Then another company's conversations, alone and during a second run of the same campaign.
  const beside = await createBenchTenant('beside-campaign');
  await connectSandbox(beside);
  const listener = new AppMessageListener(beside.companyId, beside.adminToken);
  await listener.connect();
  const runId = Date.now().toString(36).toUpperCase();
  const pace = { batchSize: 1, inFlight: 1, stallMs: STALL_MS };
  const alone = await runPhase(beside, listener, simulatedMessages(`${runId}A`, BESIDE_RATE * 10, 20, 7_000_000), { ...pace, rate: BESIDE_RATE });
  const during: PhaseResult[] = [];
  let running = true;
  const trickle = (async () => {
    for (let round = 0; running; round += 1) {
      during.push(await runPhase(beside, listener, simulatedMessages(`${runId}D${round}`, BESIDE_RATE * 5, 20, 7_100_000), { ...pace, rate: BESIDE_RATE }));
    }
  })();
  await runCampaign(sender, listId, options.contacts, STALL_MS);
  running = false;
  await trickle;
  listener.close();
  const besideDuring = during.length ? mergePhases(during) : undefined;

  const c = campaign.result;
  console.log(`\nCampaign: ${c.contacts} contacts, intervals 0 (delivered = the phone took it)`);
  printTable(
    ['contacts', 'delivered', 'failed', 'shippings/s', 'start → last s', 'CPU ms/shipping wa/worker/http', 'pg CPU ms/shipping'],
    [
      [
        c.contacts,
        c.delivered,
        c.failed,
        c.rate,
        c.seconds,
        perShipping(campaign.cpu, Math.max(1, c.delivered)),
        campaign.cpu.postgres / Math.max(1, c.delivered),
      ],
    ],
  );
  console.log(`\nAnother company's customers at ${BESIDE_RATE} msgs/s (injection → socket event)`);
  const rows = [['alone', alone] as const, ...(besideDuring ? [['during a second run of the campaign', besideDuring] as const] : [])];
  printTable(
    ['when', 'messages', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'lost'],
    rows.map(([label, r]) => [label, r.injected, r.latency.p50, r.latency.p95, r.latency.p99, r.latency.max, r.lost + r.failed]),
  );
  const duringP99 = besideDuring?.latency.p99 ?? Number.NaN;
  return [
    `INFO  campaign: ${c.rate.toFixed(0)} shippings/s, ${c.delivered}/${c.contacts} delivered, ${c.failed} failed`,
    verdict(
      'conversations during a campaign',
      c.delivered === c.contacts && duringP99 < INBOUND_TARGET.fairnessP99Ms,
      `another company's p99 ${duringP99.toFixed(0)} ms during the campaign (alone ${alone.latency.p99.toFixed(0)} ms; target < ${INBOUND_TARGET.fairnessP99Ms} ms)`,
    ),
  ];
}

/** One latency summary over several consecutive rounds of the trickle. */
function mergePhases(phases: PhaseResult[]): PhaseResult {
  const samples = phases.flatMap((p) => p.samples);
  return {
    ...phases[0],
    injected: phases.reduce((n, p) => n + p.injected, 0),
    failed: phases.reduce((n, p) => n + p.failed, 0),
    lost: phases.reduce((n, p) => n + p.lost, 0),
    latency: summarize(samples),
    samples,
  };
}
