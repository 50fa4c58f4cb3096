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
    messages: { type: 'string', default: '5000' },
    customers: { type: 'string', default: '500' },
    rate: { type: 'string', default: '500' },
    'in-flight': { type: 'string', default: '32' },
    'batch-size': { type: 'string', default: '500' },
    tickets: { type: 'string', default: '100000' },
    'messages-per-ticket': { type: 'string', default: '10' },
    requests: { type: 'string', default: '2000' },
    connections: { type: 'string', default: '50' },
  },
});

const count = (name: keyof typeof values) => {
  const value = Number(values[name]);
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a positive integer`);
  return value;
};
const only = values.only;
if (only && only !== 'inbound' && only !== 'tickets') throw new Error('--only must be inbound or tickets');

const { clearBenchRedis, closeConnections, prepareDatabase } = await import('./database.js');
const { startApiProcesses } = await import('./api-processes.js');
const { inboundBench } = await import('./inbound.bench.js');
const { retireEarlierTenants } = await import('./inbound/sandbox-tenant.js');
const { seedState, seedTickets, ticketsBench } = await import('./tickets.bench.js');

const runTickets = only !== 'inbound';
const size = { tickets: count('tickets'), messagesPerTicket: count('messages-per-ticket') };
const stale = runTickets && (await seedState(size)) === 'stale';
if (stale) console.log('the bench database holds another size (or an interrupted seed): starting it afresh');
await prepareDatabase(values.reseed || stale);
await clearBenchRedis();
await retireEarlierTenants();
const seeded = runTickets ? await seedTickets(size) : undefined;

const api = await startApiProcesses(values.profile.split(',').filter(Boolean));
const verdicts: string[] = [];
try {
  if (only !== 'tickets') {
    verdicts.push(...(await inboundBench(api, {
      messages: count('messages'), customers: count('customers'), rate: count('rate'),
      concurrency: count('in-flight'), batchSize: count('batch-size'),
    })));
  }
  if (seeded) verdicts.push(...(await ticketsBench(api, seeded, { requests: count('requests'), connections: count('connections') })));
} finally {
  await api.stop();
  await closeConnections();
}
console.log(`\n${verdicts.join('\n')}`);
console.log('(figures from a 2-core machine; other work on it at the same time moves them)');
