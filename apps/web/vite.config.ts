/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// Port 3000 is the web's contract port (decisions.md); strictPort so a clash fails loudly.
export default defineConfig({
  plugins: [react()],
  server: { port: 3000, strictPort: true },
  preview: { port: 3000, strictPort: true },
  build: {
    rollupOptions: {
      output: {
        // Libraries change less often than the app: separate chunks stay cached across releases.
        manualChunks(id) {
          if (!id.includes('node_modules')) return undefined;
          // The message input loads these on demand: chunks of their own keep them out of the first load.
          if (/[\\/](emoji-picker-react|shipstyles)[\\/]/.test(id)) return 'emoji-picker';
          if (/[\\/]@breezystack[\\/]lamejs[\\/]/.test(id)) return 'mp3-encoder';
          if (/[\\/](@mui|@emotion)[\\/]/.test(id)) return 'mui';
          if (/[\\/](react|react-dom|react-router|react-router-dom|scheduler)[\\/]/.test(id)) return 'react';
          return 'vendor';
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    css: false,
    // user-event typing through MUI forms is slow on a loaded 2-core CI machine.
    testTimeout: 15_000,
  },
});
