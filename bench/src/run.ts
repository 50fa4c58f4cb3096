import { parseArgs } from 'node:util';
import { BENCH_ENV } from './bench-env.js';

// `pnpm bench [-- --only inbound|tickets] [--reseed] [sizes]`: see bench/README.md. The API's modules read
// their settings once, at import, so the bench settings are in place before any of them loads.
Object.assign(process.env, BENCH_ENV);

// pnpm hands a `--` separator through to the script: it is not an option.
const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    only: { type: 'string' },
    profile: { type: 'string', default: '' },
    reseed: { type: 'boolean', default: false },
    explain: { type: 'boolean', default: false },
    messages: { type: 'string', default: '5000' },
    customers: { type: 'string', default: '500' },
    rate: { type: 'string', default: '300' },
    'inject-batch': { type: 'string', default: '100' },
    'in-flight': { type: 'string', default: '4' },
    'batch-size': { type: 'string', default: '500' },
    acks: { type: 'string', default: '20000' },
    phases: { type: 'string', default: 'sql,burst,paced,fairness,acks,workers' },
    tickets: { type: 'string', default: '100000' },
    'messages-per-ticket': { type: 'string', default: '10' },
    requests: { type: 'string', default: '2000' },
    connections: { type: 'string', default: '50' },
    'dashboard-connections': { type: 'string', default: '10' },
    contacts: { type: 'string', default: '10000' },
  },
});

const count = (name: keyof typeof values) => {
  const value = Number(values[name]);
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a positive integer`);
  return value;
};
const only = values.only;
if (only && !['inbound', 'tickets', 'dashboard', 'campaign'].includes(only)) throw new Error('--only must be inbound, tickets, dashboard or campaign');

const { clearBenchRedis, closeConnections, prepareDatabase } = await import('./database.js');
const { startApiProcesses } = await import('./api-processes.js');
const { inboundBench } = await import('./inbound.bench.js');
const { retireEarlierTenants } = await import('./inbound/sandbox-tenant.js');
const { SEARCH_TEXT, seedState, seedTickets, ticketsBench } = await import('./tickets.bench.js');
const { dashboardBench } = await import('./dashboard.bench.js');
const { campaignBench } = await import('./campaign.bench.js');

// The dashboard reads the tickets data set (plus one tracking cycle per ticket).
const runTickets = only === undefined || only === 'tickets' || only === 'dashboard';
const size = { tickets: count('tickets'), messagesPerTicket: count('messages-per-ticket') };
const stale = runTickets && (await seedState(size)) === 'stale';
if (stale) console.log('the bench database holds another size (or an interrupted seed): starting it afresh');
await prepareDatabase(values.reseed || stale);
await clearBenchRedis();
await retireEarlierTenants();
const seeded = runTickets ? await seedTickets(size) : undefined;
if (values.explain) {
  // EXPLAIN (ANALYZE, BUFFERS) of the tickets scenarios' statements and their Postgres CPU, without the API.
  const { explainRequests, explainedScenarios, measurePostgresCpu } = await import('./tickets/explain.js');
  if (!seeded) throw new Error('--explain reads the tickets data set: leave out --only inbound');
  await explainRequests(explainedScenarios(seeded, SEARCH_TEXT));
  await measurePostgresCpu(explainedScenarios(seeded, SEARCH_TEXT), count('requests'));
  await closeConnections();
  process.exit(0);
}

const profile = values.profile.split(',').filter(Boolean);
let api = await startApiProcesses(profile);
const verdicts: string[] = [];
try {
  if (only === undefined || only === 'inbound') {
    // The two-worker phase restarts the processes with a second worker.
    const restart = async (workers: number) => {
      await api.stop();
      api = await startApiProcesses(profile, { workers });
      return api;
    };
    verdicts.push(
      ...(await inboundBench(api, restart, {
        messages: count('messages'),
        customers: count('customers'),
        rate: count('rate'),
        batchSize: count('inject-batch'),
        inFlight: count('in-flight'),
        sqlBatchSize: count('batch-size'),
        acks: count('acks'),
        phases: new Set(
          values.phases
            .split(',')
            .map((phase) => phase.trim())
            .filter(Boolean),
        ),
      })),
    );
  }
  if (seeded && only !== 'dashboard') verdicts.push(...(await ticketsBench(api, seeded, { requests: count('requests'), connections: count('connections') })));
  if (seeded && only !== 'tickets')
    verdicts.push(...(await dashboardBench(api, seeded, { requests: count('requests'), connections: count('dashboard-connections') })));
  if (only === undefined || only === 'campaign') verdicts.push(...(await campaignBench(api, { contacts: count('contacts') })));
} finally {
  await api.stop();
  await closeConnections();
}
console.log(`\n${verdicts.join('\n')}`);
console.log('(figures from a 2-core machine; other work on it at the same time moves them)');
