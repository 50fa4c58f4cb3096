import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_URL, BENCH_ENV, GATEWAY_URL, LOG_DIR } from './bench-env.js';

const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/api');
const ENTRIES = { whatsapp: 'src/main/whatsapp.ts', worker: 'src/main/worker.ts', http: 'src/main/http.ts' } as const;
export type Entry = keyof typeof ENTRIES;

/** The API's processes, run from source as separate processes like a deployment runs them. */
export interface ApiProcesses {
  /** How many worker processes run (`worker-1` … in cpuMs when more than one). */
  workers: number;
  /** CPU time each process has used so far, in ms (NaN where /proc is missing), by process name. */
  cpuMs(): Record<string, number>;
  stop(): Promise<void>;
}

const CLOCK_TICKS_PER_SECOND = 100;

/**
 * A process's user + system CPU time from /proc (Linux). On a machine shared with other work, CPU spent
 * per request says more than wall-clock latency, which also counts the time spent waiting for a core.
 */
export function cpuMsOf(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return Number.NaN;
  }
}

export const PROFILE_DIR = path.join(LOG_DIR, 'profiles');

function startEntry(name: string, entry: Entry, profile: boolean): ChildProcess {
  const log = createWriteStream(path.join(LOG_DIR, `${name}.log`));
  // One folder per process: tsx's loader thread writes a profile of its own beside the main thread's.
  const profiling = profile ? ['--cpu-prof', `--cpu-prof-dir=${path.join(PROFILE_DIR, name)}`] : [];
  // tsx (the API's dev runner) compiles the sources once at start; the running code is the same.
  const child = spawn(process.execPath, [...profiling, '--import', 'tsx', ENTRIES[entry]], {
    cwd: API_DIR,
    env: { PATH: process.env.PATH ?? '', ...BENCH_ENV },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  return child;
}

// tsx compiles the sources at start: ~58 s measured at load average ~20 on the shared 2-core machine.
async function waitForReady(children: Map<string, ChildProcess>, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    for (const [name, child] of children) {
      if (child.exitCode !== null) throw new Error(`the API ${name} process exited (${child.exitCode}); see ${LOG_DIR}/${name}.log`);
    }
    // The gateway answers 401 without its key: any answer means the whatsapp process listens.
    const [api, gateway] = await Promise.all([
      fetch(`${API_URL}/health/ready`).then(
        (r) => r.ok,
        () => false,
      ),
      fetch(GATEWAY_URL).then(
        () => true,
        () => false,
      ),
    ]);
    if (api && gateway) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the API did not become ready in ${timeoutMs / 1000}s; logs in ${LOG_DIR}`);
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * Starts whatsapp, `workers` worker processes and http with the bench settings and waits until the API
 * answers ready. `profile` names processes to run under V8's CPU profiler (.cpuprofile files in
 * PROFILE_DIR/<name> at exit; `worker` profiles every worker).
 */
export async function startApiProcesses(profile: string[] = [], options: { workers?: number } = {}): Promise<ApiProcesses> {
  mkdirSync(PROFILE_DIR, { recursive: true });
  const workers = Math.max(1, options.workers ?? 1);
  const names: [string, Entry][] = [
    ['whatsapp', 'whatsapp'],
    ...Array.from({ length: workers }, (_, i): [string, Entry] => [workers === 1 ? 'worker' : `worker-${i + 1}`, 'worker']),
    ['http', 'http'],
  ];
  const children = new Map<string, ChildProcess>(names.map(([name, entry]) => [name, startEntry(name, entry, profile.includes(entry))]));
  const stop = async () => {
    await Promise.all([...children.values()].map(stopChild));
  };
  try {
    await waitForReady(children);
  } catch (error) {
    await stop();
    throw error;
  }
  const cpuMs = () => Object.fromEntries([...children].map(([name, child]) => [name, cpuMsOf(child.pid)]));
  return { workers, cpuMs, stop };
}
