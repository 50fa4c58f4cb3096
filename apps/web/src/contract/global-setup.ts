import type { TestProject } from 'vitest/node';
import { freePort, startApi } from '../test/live-api';
import { seedContractCompany, type ContractSeed } from './seed';

declare module 'vitest' {
  export interface ProvidedContext {
    contractSeed: ContractSeed;
  }
}

/** Starts the real API once for every contract file and seeds the company they read; stops it at the end. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const live = await startApi(await freePort());
  try {
    project.provide('contractSeed', await seedContractCompany(live.url));
  } catch (error) {
    await live.stop();
    throw error;
  }
  return () => live.stop();
}
