import { afterEach } from 'vitest';
import { takeDtoMismatches } from './dto-contract';

// Logic tests that touch no DOM say `// @vitest-environment node`: they skip building a jsdom window and loading
// React, Testing Library and the Portuguese texts, about 2 CPU seconds a file that the suite paid ~40 times.
const dom = typeof document === 'undefined' ? null : await import('./dom-setup');

afterEach(() => {
  dom?.resetDom();
  // An answer of a shape other than the route's DTO fails its test even when the screen swallowed the error.
  const [mismatch] = takeDtoMismatches();
  if (mismatch) throw mismatch;
});
