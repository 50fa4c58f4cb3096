import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadFullPortuguese } from '../lib/i18n';
import { takeDtoMismatches } from './dto-contract';

// Screens are tested on their own, without the signed-in shell that brings the rest of Portuguese in the app.
await loadFullPortuguese();

// One budget for every findBy/waitFor (the library's default is 1 s): `npm test` runs this suite beside the API
// and e2e suites on 2 cores, where a render can take seconds. A passing wait returns as soon as it holds.
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  // An answer of a shape other than the route's DTO fails its test even when the screen swallowed the error.
  const [mismatch] = takeDtoMismatches();
  if (mismatch) throw mismatch;
});
