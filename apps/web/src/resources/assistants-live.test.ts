// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { PagedData } from '../lib/paged-list';
import { makePromptDto, makeQueueIntegrationDto } from '../test/automation-dto-fixtures';
import { makeUser } from '../test/fixtures';
import type { NamedRecord } from './named-records';
import { integrationKeys } from './integrations/keys';
import { applyIntegrationEvent } from './integrations/live';
import { promptKeys } from './prompts/keys';
import { applyPromptEvent } from './prompts/live';

// The AI assistants' live events (issue 16): the pages' searched lists and the queue and connection modals' pickers.

const viewer = makeUser({ id: 7 });
const paged = <T>(rows: T[]): PagedData<T> => ({ pages: [{ rows, hasMore: false }], pageParams: [1] });
const namesOf = (client: QueryClient, key: readonly unknown[]) =>
  client.getQueryData<PagedData<NamedRecord>>(key)?.pages.flatMap((page) => page.rows.map((row) => row.name));
const prompt = (id: number, name: string) => makePromptDto({ id, name });
const integration = (id: number, name: string) => makeQueueIntegrationDto({ id, name });

describe('assistants reducers of live events', () => {
  it('prompts: by name in each searched list (a name the search misses stays out) and in the pickers', () => {
    const client = new QueryClient();
    client.setQueryData(promptKeys.list(''), paged([prompt(1, 'Bot')]));
    client.setQueryData(promptKeys.list('venda'), paged([]));
    client.setQueryData(promptKeys.options, [{ id: 1, name: 'Bot' }]);
    applyPromptEvent(client, { action: 'create', prompt: prompt(2, 'Assistente de vendas') }, viewer);
    expect(namesOf(client, promptKeys.list(''))).toEqual(['Assistente de vendas', 'Bot']);
    expect(namesOf(client, promptKeys.list('venda'))).toEqual(['Assistente de vendas']);
    expect(client.getQueryData(promptKeys.options)).toEqual([
      { id: 2, name: 'Assistente de vendas' },
      { id: 1, name: 'Bot' },
    ]);
    applyPromptEvent(client, { action: 'delete', promptId: 2 }, viewer);
    expect(namesOf(client, promptKeys.list(''))).toEqual(['Bot']);
    expect(client.getQueryData(promptKeys.options)).toEqual([{ id: 1, name: 'Bot' }]);
  });

  it("integrations: a rename moves the row and renames the pickers' choice", () => {
    const client = new QueryClient();
    client.setQueryData(integrationKeys.list(''), paged([integration(1, 'Alfa'), integration(2, 'Beta')]));
    client.setQueryData(integrationKeys.options, [
      { id: 1, name: 'Alfa' },
      { id: 2, name: 'Beta' },
    ]);
    applyIntegrationEvent(client, { action: 'update', queueIntegration: integration(1, 'Zeta') }, viewer);
    expect(namesOf(client, integrationKeys.list(''))).toEqual(['Zeta', 'Beta']);
    expect(client.getQueryData(integrationKeys.options)).toEqual([
      { id: 2, name: 'Beta' },
      { id: 1, name: 'Zeta' },
    ]);
    applyIntegrationEvent(client, { action: 'delete', integrationId: 2 }, viewer);
    expect(namesOf(client, integrationKeys.list(''))).toEqual(['Zeta']);
  });
});
