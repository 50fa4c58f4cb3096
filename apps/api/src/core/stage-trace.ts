import { appendFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { env } from '../config/env.js';

// Per-message stage timestamps for the inbound bench (bench/README.md, "Where the inbound p99 goes"): off
// unless STAGE_TRACE_FILE names a file, then each process appends `wid stage epochMs extra` lines to it,
// a few times a second. Every process of a machine reads the same clock, so the bench can line them up.

const file = env.STAGE_TRACE_FILE;
let pending: string[] = [];
let timer: NodeJS.Timeout | undefined;

const flush = () => {
  timer = undefined;
  if (pending.length === 0) return;
  const lines = pending.join('');
  pending = [];
  appendFileSync(file!, lines);
};

/** Whether stages are being traced (callers skip gathering ids otherwise). */
export const tracingStages = Boolean(file);

/** Notes that these messages (WhatsApp ids) reached `stage` now; `extra` is a number about the moment (a batch's size). */
export function traceStage(stage: string, wids: string[], extra = 0): void {
  if (!file || wids.length === 0) return;
  const at = (performance.timeOrigin + performance.now()).toFixed(2);
  for (const wid of wids) pending.push(`${wid} ${stage} ${at} ${extra}\n`);
  timer ??= setTimeout(flush, 200);
}

process.once('exit', () => {
  if (file) flush();
});
