import { appendFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';

/**
 * The driver's side of the stage trace (STAGE_TRACE_FILE, see apps/api/src/core/stage-trace.ts): when each
 * message was injected and when its socket event arrived, on the epoch clock the API processes write.
 */
export function logDriverStages(injectedAt: Iterable<[string, number]>, arrivals: Map<string, number>): void {
  const file = process.env.STAGE_TRACE_FILE;
  if (!file) return;
  const epoch = (t: number) => (performance.timeOrigin + t).toFixed(2);
  const lines: string[] = [];
  for (const [wid, at] of injectedAt) {
    lines.push(`${wid} injected ${epoch(at)} 0\n`);
    const arrived = arrivals.get(wid);
    if (arrived !== undefined) lines.push(`${wid} received ${epoch(arrived)} 0\n`);
  }
  appendFileSync(file, lines.join(''));
}
