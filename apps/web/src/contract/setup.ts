import { beforeEach, inject } from 'vitest';

// Runs before each contract file's modules load: the app's API client (config/env.ts reads the URL once)
// goes to the suite's API, signed in as the seeded company's admin, and every answer of a route in the DTO
// table (test/dto-contract.ts) is checked against its schema as it arrives.
window.__ZAPDESK_API_URL__ = inject('contractSeed').url;

const { watchAnswers, signInAs } = await import('./kit');
watchAnswers();

beforeEach(() => {
  signInAs('admin');
});
