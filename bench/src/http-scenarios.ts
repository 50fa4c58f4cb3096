import type { ApiProcesses } from './api-processes.js';
import { API_URL } from './bench-env.js';
import { measureCpu, type CpuUse } from './cpu-meter.js';
import { printTable } from './stats.js';
import { loadUrl, type LoadResult } from './tickets/load.js';

/** One measured GET: what the screen asks for, as whom. */
export interface HttpScenario {
  label: string;
  path: string;
  token: string;
}

export interface ScenarioResult {
  label: string;
  result: LoadResult;
  cpu: CpuUse;
}

/**
 * Loads every scenario `warmUp` times first (else the first scenarios would measure the http process's own warm-up:
 * JIT, heap growth), then each `requests` times at `connections` concurrent requests, with the CPU it cost the API's
 * processes and Postgres.
 */
export async function runScenarios(
  api: ApiProcesses,
  name: string,
  scenarios: readonly HttpScenario[],
  options: { requests: number; connections: number; warmUp: number },
): Promise<ScenarioResult[]> {
  for (const { path, token } of scenarios) await loadUrl(`${API_URL}${path}`, token, { connections: options.connections, amount: options.warmUp });
  const results: ScenarioResult[] = [];
  for (const { label, path, token } of scenarios) {
    console.log(`${name}: ${label}`);
    const { result, cpu } = await measureCpu(api, () => loadUrl(`${API_URL}${path}`, token, { connections: options.connections, amount: options.requests }));
    results.push({ label, result, cpu });
  }
  return results;
}

/** The scenarios' throughput, latency, errors and CPU per request, one row each. */
export function printScenarios(results: readonly ScenarioResult[]): void {
  printTable(
    ['scenario', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'errors', 'http CPU ms/req', 'pg CPU ms/req', 'http+pg ms/req'],
    results.map(({ label, result: r, cpu }) => [
      label,
      r.perSecond,
      r.latency.p50,
      r.latency.p95,
      r.latency.p99,
      r.latency.max,
      r.non2xx + r.errors,
      cpu.http / r.requests,
      cpu.postgres / r.requests,
      (cpu.http + cpu.postgres) / r.requests,
    ]),
  );
  console.log('(CPU per request is the steadier figure on a shared machine: req/s and latency depend on what else runs.)');
}
