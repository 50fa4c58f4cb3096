import type { Company } from '../../models/index.js';
import { Prompt, QueueIntegration } from '../../models/index.js';
import { createQueue } from '../../test/factories.js';
import { sealPromptKey } from '../prompts/prompt-secrets.js';

// Rows of the assistants' tables for tests that need a prompt or an integration to exist (their routes have tests of their own).

/** A prompt of the company on a queue of its own (or the one given); the OpenAI key is 'sk-test-key-1234'. */
export async function createPromptRow(company: Company, overrides: Partial<Prompt> = {}): Promise<Prompt> {
  const queueId = overrides.queueId ?? (await createQueue(company)).id;
  return Prompt.create({
    name: 'Assistente',
    prompt: 'Você é o assistente da loja.',
    apiKey: sealPromptKey('apiKey', 'sk-test-key-1234', company.id),
    ...overrides,
    queueId,
    companyId: company.id,
  });
}

/** An n8n integration of the company (URL from overrides, else an unreachable documentation address). */
export async function createIntegrationRow(company: Company, overrides: Partial<QueueIntegration> = {}): Promise<QueueIntegration> {
  return QueueIntegration.create({
    type: 'n8n',
    name: 'Fluxo',
    projectName: 'Fluxo',
    urlN8N: 'https://192.0.2.10/webhook',
    ...overrides,
    companyId: company.id,
  });
}
