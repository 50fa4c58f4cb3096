import type { QueueIntegrationTestResult } from '@zapdesk/shared';
import type { ServiceContext } from '../../core/context.js';
import { AppError } from '../../core/errors.js';
import { AssistantFailure } from '../assistants/assistant-failure.js';
import { detectIntent } from '../assistants/dialogflow-client.js';
import { startTypebotChat } from '../assistants/typebot-client.js';
import { postToWebhook } from '../assistants/webhook-client.js';
import { openCredentials } from './integration-secrets.js';
import { assertCredentialsShape, loadIntegration } from './queue-integrations.queries.js';
import type { IntegrationTestInput } from './queue-integrations.schemas.js';

/**
 * POST /queueIntegration/testSession: tries an integration's settings (those sent, over a saved one's when `id`
 * names it) and says what failed: n8n and webhook get a `{ event: 'test' }` POST, Typebot a startChat of the
 * slug, Dialogflow a detectIntent of 'Olá' with the credentials.
 */
export async function testIntegrationSession(ctx: ServiceContext, input: IntegrationTestInput): Promise<QueueIntegrationTestResult> {
  const saved = input.id ? await loadIntegration(ctx, input.id) : null;
  const type = input.type ?? saved?.type ?? 'dialogflow';
  const urlN8N = input.urlN8N ?? saved?.urlN8N ?? '';
  try {
    if (type === 'dialogflow') {
      const credentials = input.jsonContent || (saved ? openCredentials(saved) : '');
      assertCredentialsShape(credentials);
      const projectName = input.projectName ?? saved?.projectName ?? '';
      if (!projectName) return { ok: false, message: 'projectName is required' };
      const answer = await detectIntent(credentials, projectName, input.language ?? saved?.language ?? 'pt-BR', 'zapdesk-test-session', 'Olá');
      return { ok: true, message: `Dialogflow answered (${answer.replies.length} message(s))` };
    }
    if (!urlN8N) return { ok: false, message: 'urlN8N is required' };
    if (type === 'typebot') {
      const slug = input.typebotSlug ?? saved?.typebotSlug ?? '';
      if (!slug) return { ok: false, message: 'typebotSlug is required' };
      const answer = await startTypebotChat(urlN8N, slug, {});
      return { ok: true, message: `Typebot started a session (${answer.outputs.length} message(s))` };
    }
    await postToWebhook(urlN8N, { event: 'test', companyId: ctx.companyId });
    return { ok: true, message: 'The URL answered 2xx' };
  } catch (error) {
    if (error instanceof AssistantFailure) return { ok: false, message: error.message };
    if (error instanceof AppError && error.status === 400) return { ok: false, message: error.message };
    throw error;
  }
}
