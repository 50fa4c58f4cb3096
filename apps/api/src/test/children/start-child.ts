import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { onTestFinished } from 'vitest';

const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface TestChild {
  child: ChildProcess;
  /** Its exit code (null when killed) and all it printed. */
  exited: Promise<{ code: number | null; output: string }>;
}

/**
 * Starts a script of test/children as the worker runs (tsx), with the test's environment plus `env`. The child dies
 * with the test that started it, whatever its outcome: a test that failed or timed out before its own kill would
 * otherwise leave a worker behind, consuming the queues of the files after it (and of the next run).
 */
export function startTestChild(script: string, args: string[], env: Record<string, string>): TestChild {
  const child = spawn(process.execPath, ['--import', 'tsx', `src/test/children/${script}`, ...args], {
    cwd: API_DIR,
    env: { ...process.env, LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<{ code: number | null; output: string }>((resolve) => child.once('exit', (code) => resolve({ code, output })));
  onTestFinished(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });
  return { child, exited };
}
