import type { QueueIntegrationType } from '@zapdesk/shared';
import type { ServiceContext } from '../../core/context.js';
import { AppError } from '../../core/errors.js';
import { publish } from '../../core/events.js';
import { checkOutboundUrl, OutboundUrlRefused } from '../../core/outbound-url.js';
import { findOrFail } from '../../core/tenancy.js';
import { QueueIntegration } from '../../models/index.js';
import { presentIntegration } from './queue-integrations.presenter.js';

/** A company's integration; another company's is 404. */
export const loadIntegration = (ctx: ServiceContext, id: number) => findOrFail(QueueIntegration, ctx, id, 'ERR_NOT_FOUND');

const invalid = (field: string, message: string) => new AppError('ERR_VALIDATION', 400, `${field}: ${message}`, { field });

/** What each type needs (spec §5), checked on the integration as it will be saved. */
export interface IntegrationSettings {
  type: QueueIntegrationType;
  urlN8N: string;
  typebotSlug: string;
  projectName: string;
  /** Whether credentials are (or stay) stored. */
  hasCredentials: boolean;
}

/** The outbound guard at save: a refused URL is 400 naming `urlN8N`, with the reason. */
export async function assertIntegrationUrl(url: string): Promise<void> {
  try {
    await checkOutboundUrl(url);
  } catch (error) {
    if (error instanceof OutboundUrlRefused) throw invalid('urlN8N', error.message);
    throw error;
  }
}

export async function assertIntegrationSettings(settings: IntegrationSettings): Promise<void> {
  if (settings.type === 'dialogflow') {
    if (!settings.projectName) throw invalid('projectName', 'required for dialogflow');
    if (!settings.hasCredentials) throw invalid('jsonContent', 'required for dialogflow');
    return;
  }
  if (!settings.urlN8N) throw invalid('urlN8N', `required for ${settings.type}`);
  if (settings.type === 'typebot' && !settings.typebotSlug) throw invalid('typebotSlug', 'required for typebot');
  await assertIntegrationUrl(settings.urlN8N);
}

/** Credentials must be a Google service-account key (JSON with client_email and private_key). */
export function assertCredentialsShape(jsonContent: string): void {
  try {
    const parsed = JSON.parse(jsonContent) as Record<string, unknown>;
    if (typeof parsed.client_email === 'string' && typeof parsed.private_key === 'string') return;
  } catch {
    // answered below
  }
  throw invalid('jsonContent', 'must be the JSON key of a Google service account (client_email, private_key)');
}

/** For n8n, webhook and typebot the project name is the name (spec §5). */
export const projectNameFor = (type: QueueIntegrationType, name: string, projectName: string) => (type === 'dialogflow' ? projectName : name);

/** `company-{id}-queueIntegration` create or update, after the commit. */
export function publishIntegration(ctx: ServiceContext, action: 'create' | 'update', integration: QueueIntegration) {
  const dto = presentIntegration(integration);
  publish(ctx, { entity: 'queueIntegration', payload: { action, queueIntegration: dto } });
  return dto;
}
