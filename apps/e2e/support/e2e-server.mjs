#!/usr/bin/env node
// The e2e stack's own front: one process that
//  - serves the web app's production build (apps/web/dist, built once by `turbo run build`) on E2E_WEB_PORT:
//    `vite preview` (the server of `npm start`, with the web's security headers computed for the e2e API, and
//    its cache and precompressed-asset rules) runs on E2E_PREVIEW_PORT behind it, passed through untouched, and
//    /config.js (the runtime settings index.html loads first) names the e2e API (window.__ZAPDESK_API_URL__,
//    read by apps/web/src/config/env.ts), as the Docker image's entrypoint writes it from API_URL. So the e2e
//    run never builds the web app again, never touches the files `npm start` serves, and runs under the real CSP;
//  - plays the SMTP relay of the e2e API on E2E_SMTP_PORT and keeps every e-mail in memory;
//  - answers GET /__e2e/mail?to=<address> with the e-mails sent to that address (newest last), so a spec reads
//    a password-reset code the way a person reads their inbox. Only this test server has these routes.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer, request as forward } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SMTPServer } from 'smtp-server';

const here = path.dirname(fileURLToPath(import.meta.url));
const WEB_DIR = path.resolve(here, '../../web');
const WEB_PORT = Number(process.env.E2E_WEB_PORT);
const PREVIEW_PORT = Number(process.env.E2E_PREVIEW_PORT);
const SMTP_PORT = Number(process.env.E2E_SMTP_PORT);
const API_URL = process.env.E2E_API_URL;
if (!WEB_PORT || !PREVIEW_PORT || !SMTP_PORT || !API_URL) throw new Error('E2E_WEB_PORT, E2E_PREVIEW_PORT, E2E_SMTP_PORT and E2E_API_URL are required');
if (!existsSync(path.join(WEB_DIR, 'dist', 'index.html'))) {
  console.error(`No web build in ${WEB_DIR}/dist: run \`node scripts/pnpm.mjs turbo run build\` first.`);
  process.exit(1);
}

const preview = spawn(path.join(WEB_DIR, 'node_modules/.bin/vite'), ['preview', '--port', String(PREVIEW_PORT), '--strictPort', '--host', '127.0.0.1'], {
  cwd: WEB_DIR,
  env: { ...process.env, VITE_API_URL: API_URL },
  stdio: ['ignore', 'inherit', 'inherit'],
});
preview.on('exit', (code) => {
  console.error(`vite preview ended (${code})`);
  process.exit(1);
});
const CONFIG_SCRIPT = `window.__ZAPDESK_API_URL__ = ${JSON.stringify(API_URL)};\n`;

/** @type {{ to: string[]; raw: string }[]} */
const mails = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => {
      mails.push({ to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), raw: Buffer.concat(chunks).toString('utf8') });
      callback();
    });
  },
});
smtp.listen(SMTP_PORT, '127.0.0.1');

/** @type {import('node:http').RequestListener} */
function serve(req, res) {
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (url.pathname === '/__e2e/mail') {
    const to = (url.searchParams.get('to') ?? '').toLowerCase();
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(mails.filter((m) => m.to.includes(to))));
    return;
  }
  if (url.pathname === '/config.js') {
    // What apps/web/docker-entrypoint.sh writes at container start; no-cache, as every server sends it.
    res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-cache' });
    res.end(CONFIG_SCRIPT);
    return;
  }
  // Everything else as vite preview answers it, Content-Encoding and Cache-Control included.
  const upstream = forward({ host: '127.0.0.1', port: PREVIEW_PORT, method: req.method, path: req.url, headers: req.headers }, (answer) => {
    res.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(res);
  });
  upstream.on('error', () => {
    res.writeHead(502, { 'content-type': 'text/plain' });
    res.end('vite preview is not up yet');
  });
  req.pipe(upstream);
}
// `localhost` (the API's site too, so the refresh cookie is same-site) may resolve to either loopback address.
for (const host of ['127.0.0.1', '::1'])
  createServer(serve)
    .listen(WEB_PORT, host)
    .on('error', (error) => console.warn(`web on ${host}: ${error.message}`));
console.log(`e2e web on ${WEB_PORT} (vite preview on ${PREVIEW_PORT}, API ${API_URL}), SMTP on ${SMTP_PORT}`);

for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => {
    preview.removeAllListeners('exit');
    preview.kill('SIGTERM');
    process.exit(0);
  });
}
