import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { takeDtoMismatches } from './dto-contract';

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  // An answer of a shape other than the route's DTO fails its test even when the screen swallowed the error.
  const [mismatch] = takeDtoMismatches();
  if (mismatch) throw mismatch;
});
