import { logger } from '../core/logger.js';

/** Runs the cleanup once on SIGINT/SIGTERM, then exits. */
export function onShutdown(cleanup: () => Promise<void>): void {
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    cleanup()
      .catch((error: unknown) => logger.error({ err: error }, 'shutdown failed'))
      .finally(() => process.exit(0));
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}
