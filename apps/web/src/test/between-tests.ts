// The web project runs a shard's files one after another in one process without isolation (vite.config.ts): a
// module is evaluated once for all of them, so a hook that a shared test module registered when it was first
// imported would run for that first file only. Shared test modules hand their resets to `afterEveryTest`
// instead, and setup.ts, which runs again for every file, calls them after each test.

type Reset = () => unknown;

const resets: Reset[] = [];

/** Runs `reset` after every test of every file: a helper's module state back to where it started. */
export function afterEveryTest(reset: Reset): void {
  resets.push(reset);
}

export async function resetAfterTest(): Promise<void> {
  for (const reset of resets) await reset();
}
