import './live-app-url';
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { loadFullPortuguese } from '../lib/i18n';

// What the screens' tests need (setup.ts loads it where there is a DOM). Screens are tested on their own, without
// the signed-in shell that brings the rest of Portuguese in the app.
await loadFullPortuguese();

// One budget for every findBy/waitFor (the library's default is 1 s): `npm test` runs this suite beside the API
// and e2e suites on 2 cores, where a render can take seconds. A passing wait returns as soon as it holds.
configure({ asyncUtilTimeout: 15_000 });

/** After each test: the rendered screens unmounted and storage emptied, so the next test starts from nothing. */
export function resetDom(): void {
  cleanup();
  window.localStorage.clear();
}
