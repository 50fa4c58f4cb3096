import { defineConfig } from 'vitest/config';
import { TEST_ENV } from './src/test/test-env';

export default defineConfig({
  test: {
    environment: 'node',
    env: TEST_ENV,
    globalSetup: ['./src/test/global-setup.ts'],
    setupFiles: ['./src/test/setup.ts'],
    pool: 'forks',
    // A worker loads the app once for all its files (most of the suite's CPU was re-loading it per file);
    // test/fresh-process.ts gives each file the settings and seams of a fresh process.
    isolate: false,
    maxWorkers: 2,
    // `npm test` runs this suite beside the web and e2e suites on 2 cores (scripts/test.mjs), where a test that
    // takes 2 s alone can take ten times that: a timeout is about the machine, not the behaviour.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
