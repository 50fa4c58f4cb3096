// Runs long-lived processes, relays their output with a name prefix, and restarts any that exits
// while we are not stopping: 1 s, then doubling up to 30 s; a process that stayed up a minute
// starts again from 1 s. The others keep serving meanwhile.
import { spawn } from 'node:child_process';

const FIRST_DELAY_MS = 1000;
const MAX_DELAY_MS = 30_000;
const HEALTHY_AFTER_MS = 60_000;

/** Starts every process; `stop()` ends them all (SIGTERM, then SIGKILL after 5 s). */
export function supervise(processes, { cwd, env, log = console }) {
  let stopping = false;
  const running = new Map();

  const launch = (spec, delay = FIRST_DELAY_MS) => {
    const startedAt = Date.now();
    // Its own process group, so stopping it also stops what it started (pnpm → vite preview).
    const child = spawn(spec.cmd, spec.args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    running.set(spec.name, child);
    const prefix = `[${spec.name}]`.padEnd(11);
    const relay = (stream, out) =>
      stream.on('data', (chunk) => {
        for (const line of chunk.toString().split('\n')) if (line.trim()) out.write(`${prefix}${line}\n`);
      });
    relay(child.stdout, process.stdout);
    relay(child.stderr, process.stderr);
    child.on('exit', (code, signal) => {
      running.delete(spec.name);
      if (stopping) return;
      const next = Date.now() - startedAt > HEALTHY_AFTER_MS ? FIRST_DELAY_MS : delay;
      log.error(`${prefix}exited (${signal ?? `code ${code}`}); restarting in ${next / 1000} s.`);
      setTimeout(() => !stopping && launch(spec, Math.min(next * 2, MAX_DELAY_MS)), next);
    });
  };

  for (const spec of processes) launch(spec);

  return {
    pids: () => Object.fromEntries([...running].map(([name, child]) => [name, child.pid])),
    stop() {
      stopping = true;
      const exits = [...running.values()].map(
        (child) =>
          new Promise((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            child.once('exit', resolve);
            const signalGroup = (signal) => {
              try {
                process.kill(-child.pid, signal);
              } catch {
                // already gone
              }
            };
            signalGroup('SIGTERM');
            setTimeout(() => signalGroup('SIGKILL'), 5000).unref();
          }),
      );
      return Promise.all(exits);
    },
  };
}
