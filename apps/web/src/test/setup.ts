import { afterEach } from 'vitest';
import './dto-check';

// Logic tests that touch no DOM say `// @vitest-environment node`: they skip building a jsdom window and loading
// React, Testing Library and the Portuguese texts, about 2 CPU seconds a file that the suite paid ~40 times.
const dom = typeof document === 'undefined' ? null : await import('./dom-setup');

afterEach(() => {
  dom?.resetDom();
});
