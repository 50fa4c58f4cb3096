#!/usr/bin/env node
// `npm test`: every suite. Install and build once, then the suites side by side: each owns its
// data (the API suite its zapdesk_test database and Redis prefix, the web suite's live-API tests theirs,
// the e2e run its own database, ports and prefix), so they never wait for each other. Every suite runs
// even when another fails; its output is printed whole when it ends (not interleaved), then a table of
// times, and the exit code is non-zero if any step failed.
//   TEST_CONCURRENCY=n  suites at once (default: all of them)
//   TEST_SUITES=api,web run only these suites (names as in the table; `web` is all its parts)
import { spawn, spawnSync } from 'node:child_process';
import { writeSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { pnpmCommand } from './pnpm.mjs';
import { root } from './run.mjs';

/**
 * Longest first, so the slow ones start at once when the concurrency is limited. `nice`: the suites ask for more
 * CPU than 2 cores have, so the ones that wait on a browser or a clock (`paced`: e2e, api) get the cores first and
 * the batch work (lint; the web suite, whose budgets are generous) takes what is left, instead of every suite
 * slowing down alike and the timing-sensitive ones paying for it.
 */
const SUITES = [
  { name: 'e2e', args: ['--filter', '@zapdesk/e2e', 'run', 'test:e2e'], nice: 0, paced: true },
  { name: 'api', args: ['--filter', '@zapdesk/api', 'run', 'test'], nice: 0, paced: true },
  ...webParts(6),
  { name: 'shared', args: ['--filter', '@zapdesk/shared', 'run', 'test'], nice: 5 },
  // The house rules as lint (eslint.config.mjs): type errors, layering, env access, feature boundaries, async mistakes.
  { name: 'lint', args: ['run', 'lint'], nice: 15 },
];

/**
 * The web suite is the longest in CPU and runs on one vitest worker (two starved the paced suites beside it), so
 * it is cut in parts that run one after another while a paced suite runs, and side by side, as many as there are
 * cores, once none does: the end of `npm test` then uses both cores instead of leaving one idle for minutes. The
 * contract project comes first and alone (its global setup prepares the live-API database the chats tests share),
 * then the screens' projects (`web`, and `web-isolated` for the files that load the app alone) in vitest shards.
 */
function webParts(shards) {
  const web = ['--filter', '@zapdesk/web', 'run', 'test'];
  return [
    { name: 'web contract', args: [...web, '--project', 'contract'], nice: 5, group: 'web', first: true },
    ...Array.from({ length: shards }, (_, i) => ({
      name: `web ${i + 1}/${shards}`,
      args: [...web, '--project', 'web', '--project', 'web-isolated', `--shard=${i + 1}/${shards}`],
      nice: 5,
      group: 'web',
    })),
  ];
}

const rows = [];
const seconds = (since) => (Number(process.hrtime.bigint() - since) / 1e9).toFixed(1);

/** Runs a setup step in the foreground; a failure stops the run (nothing can be tested without it). */
function step(name, args) {
  const [cmd, pre] = pnpmCommand();
  const started = process.hrtime.bigint();
  console.log(`\n▶ ${name}`);
  const result = spawnSync('bash', ['-c', TIMED, cmd, ...pre, ...args], { cwd: root, stdio: ['inherit', 'inherit', 'inherit', 'pipe'] });
  rows.push({ name, seconds: seconds(started), cpu: childCpu(String(result.output[3] ?? '')), ok: result.status === 0 });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** Runs "$0" "$@" under bash and writes its `times` (the CPU its whole process tree used) to fd 3. */
const TIMED = '"$0" "$@"; status=$?; times >&3; exit $status';

/** CPU seconds (user + system) of the children, from the second line of bash's `times` ('1m2.3s 0m4.5s'). */
function childCpu(times) {
  const line = times.split('\n')[1] ?? '';
  const total = line
    .trim()
    .split(/\s+/)
    .reduce((sum, part) => {
      const match = /^(\d+)m([\d.]+)s$/.exec(part);
      return match ? sum + Number(match[1]) * 60 + Number(match[2]) : sum;
    }, 0);
  return total.toFixed(1);
}

/**
 * Runs one suite with its output kept aside; resolves with its outcome. Its CPU seconds are a figure that
 * other load on the machine hardly changes, unlike its wall-clock time.
 */
function runSuite(suite) {
  const [cmd, pre] = pnpmCommand();
  const started = process.hrtime.bigint();
  console.log(`▶ ${suite.name} started`);
  return new Promise((resolve) => {
    const child = spawn('nice', ['-n', String(suite.nice), 'bash', '-c', TIMED, cmd, ...pre, ...suite.args], {
      cwd: root,
      env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe', 'pipe'],
    });
    const output = [];
    let times = '';
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.stdio[3].on('data', (chunk) => (times += chunk));
    child.on('close', (code, signal) => {
      const ok = code === 0;
      console.log(`\n━━━━ ${suite.name}: ${ok ? 'passed' : `FAILED (${signal ?? `exit ${code}`})`} in ${seconds(started)} s ━━━━`);
      process.stdout.write(Buffer.concat(output));
      rows.push({ name: suite.name, seconds: seconds(started), cpu: childCpu(times), ok, output: ok ? undefined : Buffer.concat(output) });
      resolve(ok);
    });
  });
}

/**
 * Runs the suites, at most `limit` at a time, in their order. A part of a group (the web suite's) waits while
 * another part of it runs and a paced suite is still running, or while its group's `first` part has not ended; once
 * no paced suite runs, parts run side by side while fewer batch suites than cores are running.
 */
async function runAll(suites, limit) {
  const cores = availableParallelism();
  const waiting = [...suites];
  const running = new Set();
  const results = [];
  const mayStart = (suite) => {
    if (running.size >= limit) return false;
    if (!suite.group) return true;
    const group = [...running].filter((s) => s.group === suite.group);
    if (group.length === 0) return true;
    if (group.some((s) => s.first)) return false;
    if ([...running].some((s) => s.paced)) return false;
    return [...running].filter((s) => !s.paced).length < cores;
  };
  await new Promise((allDone) => {
    const startWhatMay = () => {
      for (const suite of [...waiting]) {
        if (!mayStart(suite)) continue;
        waiting.splice(waiting.indexOf(suite), 1);
        running.add(suite);
        void runSuite(suite).then((ok) => {
          results.push(ok);
          running.delete(suite);
          if (waiting.length === 0 && running.size === 0) allDone();
          else startWhatMay();
        });
      }
    };
    if (waiting.length === 0) allDone();
    else startWhatMay();
  });
  return results.every(Boolean);
}

/**
 * The end of each failed suite's output again, after everything: a CI log cut to its last lines would
 * otherwise show only the suite that ended last, not the one that failed.
 */
function printFailures() {
  for (const row of rows.filter((r) => r.output)) {
    const lines = row.output.toString().trimEnd().split('\n');
    // writeSync: this runs in the 'exit' handler, where an asynchronous write to a pipe would be lost.
    writeSync(1, `\n━━━━ ${row.name} FAILED: its last ${Math.min(lines.length, FAILURE_TAIL)} lines ━━━━\n${lines.slice(-FAILURE_TAIL).join('\n')}\n`);
  }
}
const FAILURE_TAIL = 60;

function printTable(totalSince) {
  console.log('\nTime per step (wall clock, suites overlap; CPU = seconds of CPU used by the suite, user + system):');
  console.log('  step                  seconds  CPU s  result');
  for (const row of rows) console.log(`  ${row.name.padEnd(20)}  ${row.seconds.padStart(7)}  ${(row.cpu ?? '').padStart(5)}  ${row.ok ? 'ok' : 'FAILED'}`);
  const cpu = rows.reduce((sum, row) => sum + Number(row.cpu || 0), 0).toFixed(1);
  console.log(`  ${'total'.padEnd(20)}  ${seconds(totalSince).padStart(7)}  ${cpu.padStart(5)}`);
}

const total = process.hrtime.bigint();
const wanted = process.env.TEST_SUITES?.split(',')
  .map((s) => s.trim())
  .filter(Boolean);
const suites = wanted ? SUITES.filter((s) => wanted.includes(s.name) || wanted.includes(s.group)) : SUITES;
const limit = Math.max(1, Number.parseInt(process.env.TEST_CONCURRENCY ?? '', 10) || suites.length);

process.on('exit', () => {
  printFailures();
  printTable(total);
});
step('install', ['install', '--frozen-lockfile']);
// Type errors are reported by lint (lint/type-errors.mjs), which builds the same programs for its own rules.
step('build', ['turbo', 'run', 'build']);
const ok = await runAll(suites, limit);
process.exitCode = ok ? 0 : 1;
