import pg from 'pg';
import { cpuMsOf, type ApiProcesses, type Entry } from './api-processes.js';
import { DATABASE_URL } from './bench-env.js';

/** CPU used by the API processes (`worker` = all workers, `perWorker` each) and by the Postgres backends serving the bench database. */
export type CpuUse = Record<Entry | 'postgres', number> & { perWorker: number[] };

interface Snapshot {
  processes: Record<string, number>;
  backends: Map<number, number>;
}

async function backendsCpu(): Promise<Map<number, number>> {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()');
    return new Map(rows.map(({ pid }) => [pid, cpuMsOf(pid)]));
  } finally {
    await client.end();
  }
}

/**
 * Measures the CPU a piece of work costs the API and Postgres (Linux /proc). Backends that close while it
 * runs are missed, so the Postgres figure is a floor.
 */
export async function measureCpu<T>(api: ApiProcesses, work: () => Promise<T>): Promise<{ result: T; cpu: CpuUse }> {
  const before: Snapshot = { processes: api.cpuMs(), backends: await backendsCpu() };
  const result = await work();
  const after: Snapshot = { processes: api.cpuMs(), backends: await backendsCpu() };
  let postgres = 0;
  for (const [pid, ms] of after.backends) if (Number.isFinite(ms)) postgres += ms - (before.backends.get(pid) ?? 0);
  const used = (name: string) => after.processes[name] - before.processes[name];
  const workers = Object.keys(after.processes)
    .filter((name) => name.startsWith('worker'))
    .sort();
  const perWorker = workers.map(used);
  return { result, cpu: { whatsapp: used('whatsapp'), worker: perWorker.reduce((a, b) => a + b, 0), http: used('http'), postgres, perWorker } };
}
