import { readFileSync } from 'node:fs';
import { printTable, summarize } from '../stats.js';

// `tsx bench/src/inbound/stage-report.ts <trace file> <wid pattern>…`: where each message's time went between
// injection and its socket event (STAGE_TRACE_FILE of an inbound run), as percentiles per stage, for the
// messages whose WhatsApp id matches each pattern (e.g. `P` for the paced phase: ids are BENCH<run>P…).
const STAGES = ['injected', 'emit', 'enqueued', 'claimed', 'committed', 'acked', 'received'] as const;
const [file, ...patterns] = process.argv.slice(2);
const stages = new Map<string, Map<string, { at: number; extra: number }>>();
for (const line of readFileSync(file, 'utf8').split('\n')) {
  const [wid, stage, at, extra] = line.split(' ');
  if (!wid || !stage) continue;
  const byStage = stages.get(wid) ?? new Map();
  // A batch retried or claimed twice: the first claim and the last commit count.
  if (!byStage.has(stage) || stage === 'committed' || stage === 'acked') byStage.set(stage, { at: Number(at), extra: Number(extra) });
  stages.set(wid, byStage);
}
for (const pattern of patterns) {
  const matcher = new RegExp(pattern);
  const traced = [...stages].filter(([wid, s]) => matcher.test(wid) && s.has('injected') && s.has('received'));
  const rows: (string | number)[][] = [];
  for (let i = 1; i < STAGES.length; i += 1) {
    const from = STAGES[i - 1] === 'acked' ? 'committed' : STAGES[i - 1];
    const to = STAGES[i];
    const gaps = traced.flatMap(([, s]) => (s.has(from) && s.has(to) ? [s.get(to)!.at - s.get(from)!.at] : []));
    const l = summarize(gaps);
    rows.push([`${from} → ${to}`, gaps.length, l.p50, l.p95, l.p99, l.max]);
  }
  const total = summarize(traced.map(([, s]) => s.get('received')!.at - s.get('injected')!.at));
  rows.push(['injected → received', traced.length, total.p50, total.p95, total.p99, total.max]);
  const batch = summarize(traced.flatMap(([, s]) => (s.has('claimed') ? [s.get('claimed')!.extra] : [])));
  console.log(`\n${pattern}: ${traced.length} messages; events per claimed batch p50 ${batch.p50} p95 ${batch.p95} max ${batch.max}`);
  printTable(['stage', 'messages', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms'], rows);
  // The slowest 1%: which stage held them.
  const slow = traced
    .sort(([, a], [, b]) => b.get('received')!.at - b.get('injected')!.at - (a.get('received')!.at - a.get('injected')!.at))
    .slice(0, Math.max(1, Math.ceil(traced.length / 100)));
  const share = new Map<string, number>();
  for (const [, s] of slow) {
    for (let i = 1; i < STAGES.length; i += 1) {
      const from = STAGES[i - 1] === 'acked' ? 'committed' : STAGES[i - 1];
      if (s.has(from) && s.has(STAGES[i]))
        share.set(`${from} → ${STAGES[i]}`, (share.get(`${from} → ${STAGES[i]}`) ?? 0) + s.get(STAGES[i])!.at - s.get(from)!.at);
    }
  }
  console.log(`slowest ${slow.length}: mean ms per stage ${[...share].map(([k, v]) => `${k} ${(v / slow.length).toFixed(1)}`).join(', ')}`);
}
