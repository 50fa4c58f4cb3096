import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    http: 'src/main/http.ts',
    worker: 'src/main/worker.ts',
    whatsapp: 'src/main/whatsapp.ts',
    'db-cli': 'src/db/cli.ts',
  },
  format: ['esm'],
  target: 'node20',
  platform: 'node',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  splitting: true,
  // The shared package is TypeScript source: bundle it; every npm dependency stays external.
  noExternal: ['@zapdesk/shared'],
});
