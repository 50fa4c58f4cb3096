import type * as yup from 'yup';
import type { Assert, Same } from './dto-schemas.js';
import { count, dtoObject, flag, id, listOf, nullableId, oneOf, queueRefSchema, text, timestamp } from './dto-schemas.js';
import { QueueIntegrationLanguages, QueueIntegrationTypes, type QueueIntegrationDTO, type QueueIntegrationsPage } from './integrations.js';
import { PromptVoices, type PromptDTO, type PromptsPage } from './prompts.js';

// The DTOs of what answers customers for the company (AI prompts, queue integrations) and of campaigns; see
// dto-schemas.ts for why every DTO has a runtime twin.

export const promptSchema = dtoObject({
  id: id(),
  name: text(),
  prompt: text(),
  voice: oneOf(PromptVoices),
  voiceKeyLast4: text(),
  voiceRegion: text(),
  maxTokens: count(),
  temperature: count(),
  apiKeyLast4: text(),
  queueId: nullableId(),
  queue: queueRefSchema.nullable().defined(),
  maxMessages: count(),
  companyId: id(),
  createdAt: timestamp(),
  updatedAt: timestamp(),
});
/** GET /prompt: one page by name. */
export const promptsPageSchema = dtoObject({ prompts: listOf(promptSchema.defined()), count: count(), hasMore: flag() });

export const queueIntegrationSchema = dtoObject({
  id: id(),
  type: oneOf(QueueIntegrationTypes),
  name: text(),
  projectName: text(),
  jsonContentLast4: text(),
  language: oneOf(QueueIntegrationLanguages),
  urlN8N: text(),
  typebotSlug: text(),
  typebotExpires: count(),
  typebotKeywordFinish: text(),
  typebotKeywordRestart: text(),
  typebotRestartMessage: text(),
  typebotUnknownMessage: text(),
  typebotDelayMessage: count(),
  companyId: id(),
  createdAt: timestamp(),
  updatedAt: timestamp(),
});
/** GET /queueIntegration: one page by name. */
export const queueIntegrationsPageSchema = dtoObject({
  queueIntegrations: listOf(queueIntegrationSchema.defined()),
  count: count(),
  hasMore: flag(),
});

/** Compile-time proof that each schema describes exactly its interface. */
export type AutomationSchemaChecks = [
  Assert<Same<yup.InferType<typeof promptSchema>, PromptDTO>>,
  Assert<Same<yup.InferType<typeof promptsPageSchema>, PromptsPage>>,
  Assert<Same<yup.InferType<typeof queueIntegrationSchema>, QueueIntegrationDTO>>,
  Assert<Same<yup.InferType<typeof queueIntegrationsPageSchema>, QueueIntegrationsPage>>,
];
