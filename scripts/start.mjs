#!/usr/bin/env node
// `npm start`: install, build, prepare the database (create, migrate, seed), then run the API's
// three processes and the web app side by side until Ctrl+C.
import { spawn } from 'node:child_process';
import { pnpm, pnpmCommand } from './pnpm.mjs';
import { root, runNode } from './run.mjs';

pnpm(['install', '--frozen-lockfile']);
pnpm(['turbo', 'run', 'build']);
runNode(['apps/api/dist/db-cli.js', 'prepare']);

const [pnpmCmd, pnpmPre] = pnpmCommand();
const processes = [
  { name: 'api', cmd: process.execPath, args: ['apps/api/dist/http.js'] },
  { name: 'worker', cmd: process.execPath, args: ['apps/api/dist/worker.js'] },
  { name: 'whatsapp', cmd: process.execPath, args: ['apps/api/dist/whatsapp.js'] },
  { name: 'web', cmd: pnpmCmd, args: [...pnpmPre, '--filter', '@zapdesk/web', 'run', 'preview'] },
];

const children = processes.map(({ name, cmd, args }) => {
  const child = spawn(cmd, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = `[${name}]`.padEnd(11);
  const relay = (stream, out) =>
    stream.on('data', (chunk) => {
      for (const line of chunk.toString().split('\n')) if (line.trim()) out.write(`${prefix}${line}\n`);
    });
  relay(child.stdout, process.stdout);
  relay(child.stderr, process.stderr);
  child.on('exit', (code) => {
    if (stopping) return;
    console.error(`${prefix}exited with code ${code}; stopping everything.`);
    stop(code ?? 1);
  });
  return child;
});

console.log('ZapDesk is starting: API http://localhost:8080, web http://localhost:3000 (Ctrl+C stops).');

let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 3000).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
