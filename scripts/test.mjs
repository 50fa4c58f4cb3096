#!/usr/bin/env node
// `npm test`: every suite. Unit and API suites (vitest) use the zapdesk_test database and their own
// Redis db/prefix; then the Playwright suite drives the built web app in Chromium.
import { pnpm } from './pnpm.mjs';

pnpm(['install', '--frozen-lockfile']);
pnpm(['turbo', 'run', 'typecheck', 'build']);
pnpm(['turbo', 'run', 'test', '--concurrency=1']);
pnpm(['--filter', '@zapdesk/e2e', 'run', 'test:e2e']);
