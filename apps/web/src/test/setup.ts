import { afterEach } from 'vitest';
import { resetAfterTest } from './between-tests';

// Logic tests that touch no DOM say `// @vitest-environment node`: they skip building a jsdom window and loading
// React, Testing Library and the Portuguese texts, about 2 CPU seconds a file that the suite paid ~40 times.
const dom = typeof document === 'undefined' ? null : await import('./dom-setup');

// Registered again for every file (a setup file runs before each one): the screens unmounted, then the shared
// helpers reset.
afterEach(async () => {
  dom?.resetDom();
  await resetAfterTest();
});
