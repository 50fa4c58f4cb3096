import { expect, inject } from 'vitest';
import { api } from '../lib/api-client';
import { StorageKeys, writeStorage } from '../lib/storage';
import { checkAnswer } from '../test/dto-contract';

/** The company the global setup seeded (seed.ts). */
export const seed = inject('contractSeed');

/** `METHOD url` of every answer checked against its DTO schema, in order. */
const checked: string[] = [];

/** Checks every answer of the app's API client against the DTO table (setup.ts installs it once per file). */
export function watchAnswers(): void {
  api.interceptors.response.use((response) => {
    const { method = 'get', url = '' } = response.config;
    if (checkAnswer('API', method, url, response.status, response.data)) checked.push(`${method.toUpperCase()} ${url}`);
    return response;
  });
}

/** The app's session token becomes the seeded admin's, agent's or the super user's. */
export function signInAs(who: 'admin' | 'agent' | 'superUser'): void {
  writeStorage(StorageKeys.token, seed[who].token);
}

/** Asserts that the API's answers to these requests were checked against their DTO schemas (and matched). */
export function expectChecked(...requests: string[]): void {
  expect(checked).toEqual(expect.arrayContaining(requests));
}
