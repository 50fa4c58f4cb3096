import type { InternalAxiosRequestConfig } from 'axios';
import type { QueueIntegrationDTO } from '@zapdesk/shared';
import { makeQueueIntegrationDto } from '../../../test/automation-dto-fixtures';
import type { Reply } from '../../../test/serve-routes';

/** Integration 1: an n8n flow. */
export const makeIntegration = makeQueueIntegrationDto;

/** GET /queueIntegration/ answering one page, filtered by the search like the API. */
export function integrationPage(rows: QueueIntegrationDTO[]) {
  return (config: InternalAxiosRequestConfig): Reply => {
    const { searchParam = '' } = (config.params ?? {}) as { searchParam?: string };
    const queueIntegrations = rows.filter((row) => row.name.toLowerCase().includes(searchParam));
    return { status: 200, data: { queueIntegrations, count: queueIntegrations.length, hasMore: false } };
  };
}
