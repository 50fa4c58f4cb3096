import { openSecret, sealSecret } from '../../core/secret-box.js';
import type { QueueIntegration } from '../../models/index.js';

// The Dialogflow credentials are sealed, bound to the column and the company (core/secret-box.ts).
const place = (companyId: number) => `queue_integrations.jsonContent:${companyId}`;

export const sealCredentials = (value: string, companyId: number) => sealSecret(value, place(companyId));
export const openCredentials = (integration: Pick<QueueIntegration, 'jsonContent' | 'companyId'>) =>
  openSecret(integration.jsonContent, place(integration.companyId));
