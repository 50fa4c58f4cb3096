#!/usr/bin/env node
// `npm start`: install, build, prepare the database (create, migrate, seed), then run the API's
// processes and the web app side by side until Ctrl+C. Like compose's `restart: unless-stopped`, a
// process that dies is started again with backoff while the others keep serving.
// WORKERS=n runs n worker processes (default 1).
import { pnpm, pnpmCommand } from './pnpm.mjs';
import { secretsForChildren } from './local-secrets.mjs';
import { root, runNode } from './run.mjs';
import { supervise } from './supervise.mjs';

pnpm(['install', '--frozen-lockfile']);
pnpm(['turbo', 'run', 'build']);
const secrets = secretsForChildren(root);
runNode(['apps/api/dist/db-cli.js', 'prepare'], secrets);

const workers = Math.max(1, Number.parseInt(process.env.WORKERS ?? '1', 10) || 1);
const [pnpmCmd, pnpmPre] = pnpmCommand();
const processes = [
  { name: 'api', cmd: process.execPath, args: ['apps/api/dist/http.js'] },
  ...Array.from({ length: workers }, (_, i) => ({
    name: workers === 1 ? 'worker' : `worker-${i + 1}`,
    cmd: process.execPath,
    args: ['apps/api/dist/worker.js'],
  })),
  { name: 'whatsapp', cmd: process.execPath, args: ['apps/api/dist/whatsapp.js'] },
  { name: 'web', cmd: pnpmCmd, args: [...pnpmPre, '--filter', '@zapdesk/web', 'run', 'preview'] },
];

const supervisor = supervise(processes, { cwd: root, env: { ...process.env, ...secrets } });
console.log('ZapDesk is starting: API http://localhost:8080, web http://localhost:3000 (Ctrl+C stops).');

process.on('SIGINT', () => supervisor.stop().then(() => process.exit(0)));
process.on('SIGTERM', () => supervisor.stop().then(() => process.exit(0)));
