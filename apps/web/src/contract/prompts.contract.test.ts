import { describe, expect, it } from 'vitest';
import { createPrompt, deletePrompt, fetchPromptOptions, fetchPrompts, updatePrompt } from '../resources/prompts/api';
import { expectChecked, seed } from './kit';

describe('AI prompt fetchers against the API', () => {
  it('POST, GET and PUT /prompt answer the prompt DTOs, the keys only as their last 4 characters', async () => {
    const created = await createPrompt({ name: 'Atendente contrato', prompt: 'Responda com educação.', apiKey: 'sk-contrato-1234', queueId: seed.queueId });
    expect(created).toMatchObject({ apiKeyLast4: '1234', voice: 'texto', queueId: seed.queueId, queue: { id: seed.queueId, name: 'Vendas' } });
    expect((await fetchPrompts({ searchParam: 'atendente contrato', pageNumber: 1 })).rows.map((p) => p.id)).toEqual([created.id]);
    expect(await fetchPromptOptions()).toContainEqual({ id: created.id, name: 'Atendente contrato' });
    const updated = await updatePrompt(created.id, { apiKey: '', maxTokens: 200 });
    expect(updated).toMatchObject({ id: created.id, apiKeyLast4: '1234', maxTokens: 200 });
    // The seeded queue answers no customer with this prompt once the test ends.
    await deletePrompt(created.id);
    expectChecked('POST /prompt', 'GET /prompt', `PUT /prompt/${created.id}`);
  });
});
