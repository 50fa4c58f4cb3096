import { afterEach } from 'vitest';
import { takeDtoMismatches } from './dto-contract';

// An answer of a shape other than the route's DTO fails its test even when the screen swallowed the error.
afterEach(() => {
  const [mismatch] = takeDtoMismatches();
  if (mismatch) throw mismatch;
});
