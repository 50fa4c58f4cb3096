import type { InternalAxiosRequestConfig } from 'axios';
import type { PromptDTO, QueueDTO } from '@zapdesk/shared';
import type { Reply } from '../../../test/serve-routes';
import { makeQueueDto } from '../../../test/dto-fixtures';

/** Prompt 1: 'Atendente virtual' on queue 5 (Vendas), the §9 defaults. */
export function makePrompt(overrides: Partial<PromptDTO> = {}): PromptDTO {
  return {
    id: 1,
    name: 'Atendente virtual',
    prompt: 'Você é a atendente virtual da loja. Responda com educação e em poucas linhas.',
    voice: 'texto',
    voiceKeyLast4: '',
    voiceRegion: '',
    maxTokens: 100,
    temperature: 1,
    apiKeyLast4: 'x9Qz',
    queueId: 5,
    queue: { id: 5, name: 'Vendas', color: '#2196F3' },
    maxMessages: 10,
    companyId: 3,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export const queues: QueueDTO[] = [makeQueueDto({ id: 5, name: 'Vendas', color: '#2196F3' }), makeQueueDto({ id: 6, name: 'Suporte', color: '#4CAF50' })];

/** GET /prompt answering one page, filtered by the search like the API. */
export function promptPage(rows: PromptDTO[]) {
  return (config: InternalAxiosRequestConfig): Reply => {
    const { searchParam = '' } = (config.params ?? {}) as { searchParam?: string };
    const prompts = rows.filter((row) => row.name.toLowerCase().includes(searchParam));
    return { status: 200, data: { prompts, count: prompts.length, hasMore: false } };
  };
}
