import type { InternalAxiosRequestConfig } from 'axios';
import type { QueueIntegrationDTO } from '@zapdesk/shared';
import type { Reply } from '../../../test/serve-routes';

/** Integration 1: an n8n flow. */
export function makeIntegration(overrides: Partial<QueueIntegrationDTO> = {}): QueueIntegrationDTO {
  return {
    id: 1,
    type: 'n8n',
    name: 'Fluxo n8n',
    projectName: 'Fluxo n8n',
    jsonContentLast4: '',
    language: 'pt-BR',
    urlN8N: 'https://n8n.example.com/webhook/abc',
    typebotSlug: '',
    typebotExpires: 1,
    typebotKeywordFinish: '',
    typebotKeywordRestart: '',
    typebotRestartMessage: '',
    typebotUnknownMessage: '',
    typebotDelayMessage: 1000,
    companyId: 3,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** GET /queueIntegration/ answering one page, filtered by the search like the API. */
export function integrationPage(rows: QueueIntegrationDTO[]) {
  return (config: InternalAxiosRequestConfig): Reply => {
    const { searchParam = '' } = (config.params ?? {}) as { searchParam?: string };
    const queueIntegrations = rows.filter((row) => row.name.toLowerCase().includes(searchParam));
    return { status: 200, data: { queueIntegrations, count: queueIntegrations.length, hasMore: false } };
  };
}
