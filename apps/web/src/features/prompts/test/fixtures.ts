import type { InternalAxiosRequestConfig } from 'axios';
import type { PromptDTO, QueueDTO } from '@zapdesk/shared';
import type { Reply } from '../../../test/serve-routes';
import { makePromptDto } from '../../../test/automation-dto-fixtures';
import { makeQueueDto } from '../../../test/dto-fixtures';

/** Prompt 1: 'Atendente virtual' on queue 5 (Vendas), the §9 defaults. */
export const makePrompt = makePromptDto;

export const queues: QueueDTO[] = [makeQueueDto({ id: 5, name: 'Vendas', color: '#2196F3' }), makeQueueDto({ id: 6, name: 'Suporte', color: '#4CAF50' })];

/** GET /prompt answering one page, filtered by the search like the API. */
export function promptPage(rows: PromptDTO[]) {
  return (config: InternalAxiosRequestConfig): Reply => {
    const { searchParam = '' } = (config.params ?? {}) as { searchParam?: string };
    const prompts = rows.filter((row) => row.name.toLowerCase().includes(searchParam));
    return { status: 200, data: { prompts, count: prompts.length, hasMore: false } };
  };
}
