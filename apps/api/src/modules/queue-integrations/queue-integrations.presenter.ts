import type { QueueIntegrationDTO } from '@zapdesk/shared';
import { lastFour } from '../../core/secret-box.js';
import type { QueueIntegration } from '../../models/index.js';
import { openCredentials } from './integration-secrets.js';

/** An integration as admins see it: the credentials only as their last 4 characters. */
export function presentIntegration(integration: QueueIntegration): QueueIntegrationDTO {
  return {
    id: integration.id,
    type: integration.type,
    name: integration.name,
    projectName: integration.projectName,
    jsonContentLast4: lastFour(openCredentials(integration)),
    language: integration.language,
    urlN8N: integration.urlN8N,
    typebotSlug: integration.typebotSlug,
    typebotExpires: integration.typebotExpires,
    typebotKeywordFinish: integration.typebotKeywordFinish,
    typebotKeywordRestart: integration.typebotKeywordRestart,
    typebotRestartMessage: integration.typebotRestartMessage,
    typebotUnknownMessage: integration.typebotUnknownMessage,
    typebotDelayMessage: integration.typebotDelayMessage,
    companyId: integration.companyId,
    createdAt: integration.createdAt.toISOString(),
    updatedAt: integration.updatedAt.toISOString(),
  };
}
