/// <reference types="vitest/config" />
import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { apiOrigins, securityHeaders } from './security-headers';
import { staticAssets } from './static-assets';
// The screens' test files that cannot share their modules with the others (the `web-isolated` project below; lint
// keeps vi.mock, vi.stubEnv and vi.resetModules to them).
import isolatedTests from './isolated-tests.json';

/** Before every file of the screens' tests: the DTO check of every fake answer, then the DOM and the helpers' resets. */
const setupFiles = ['./src/test/dto-check.ts', './src/test/setup.ts'];

// Port 3000 is the web's contract port (decisions.md); strictPort so a clash fails loudly.
export default defineConfig(({ mode }) => {
  // The API the bundle talks to (src/config/env.ts reads the same variable, with the same default).
  const apiUrl = loadEnv(mode, process.cwd(), 'VITE_').VITE_API_URL?.trim() || 'http://localhost:8080';
  const headers = securityHeaders(apiOrigins(apiUrl));
  return {
    // .gz and .br beside every text asset: nginx (gzip_static) and `vite preview` (static-assets.ts) send
    // them as they are, so no request pays for compression and brotli gets its best level.
    plugins: [
      react(),
      compression({ algorithms: [defineAlgorithm('gzip', { level: 9 }), 'brotliCompress'], threshold: 1024, logLevel: 'silent' }),
      staticAssets(headers),
    ],
    server: { port: 3000, strictPort: true },
    // The built app (npm start, the e2e run) gets the headers nginx sends in production. Not the dev
    // server: React's fast refresh needs inline scripts.
    preview: { port: 3000, strictPort: true, headers },
    build: {
      // Chromium, and Firefox and Safari of the last two years, preload modules natively; an older browser still
      // runs the app, only without preloading. The polyfill would be in every first download.
      modulePreload: { polyfill: false },
      // Worklets are scripts: served as files of the app's origin, never inlined as data: URLs the CSP refuses.
      assetsInlineLimit: (file: string) => (file.endsWith('.worklet.js') ? false : undefined),
      rollupOptions: {
        output: {
          // React changes less often than the app: its own chunk stays cached across releases. Every other
          // library goes where Rollup puts it, beside the pages that import it, so a page's libraries (charts,
          // calendar, emoji picker, mp3 encoder) load with that page or on first use, never on every visit.
          manualChunks(id) {
            if (/[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/.test(id)) return 'react';
            return undefined;
          },
        },
      },
    },
    test: {
      environment: 'jsdom',
      restoreMocks: true,
      css: false,
      // user-event typing through MUI forms is slow on a loaded 2-core machine, and `npm test` runs this suite
      // beside the API and e2e suites (scripts/test.mjs): a timeout is about the machine, not the behaviour.
      testTimeout: 90_000,
      projects: [
        {
          extends: true,
          test: {
            name: 'web',
            // A run's (or shard's) files one after another in one process and one jsdom window, without isolation:
            // React, MUI and the app load once, not per file (about half the suite's CPU). The setup files still run
            // before each file; after every test they unmount its screens and reset the shared test helpers
            // (src/test/between-tests.ts). One process (singleFork): with several, vitest builds a window per file
            // while the modules it keeps (Testing Library's `screen`) hold on to the first.
            isolate: false,
            poolOptions: { forks: { singleFork: true } },
            setupFiles,
            exclude: ['**/node_modules/**', '**/dist/**', 'src/contract/**', ...isolatedTests],
          },
        },
        // The files that need the app's modules loaded for them alone: they name the API before the app reads it,
        // replace a module the screens import (vi.mock) or load one again (vi.resetModules). A process per file.
        { extends: true, test: { name: 'web-isolated', include: isolatedTests, setupFiles } },
        // The resources' fetchers against the real API, started and seeded once for all the files (src/contract).
        {
          extends: true,
          test: {
            name: 'contract',
            include: ['src/contract/**/*.contract.test.ts'],
            globalSetup: ['./src/contract/global-setup.ts'],
            // Fetchers only: the DTO check of every answer, without the screens' setup (Testing Library, the texts).
            setupFiles: ['./src/test/dto-check.ts', './src/contract/setup.ts'],
            hookTimeout: 240_000,
          },
        },
      ],
    },
  };
});
