// Queue integrations (spec §3 Queue integration, §9 Queue integrations; docs/contract.md "AI prompts and
// queue integrations").

export const QueueIntegrationTypes = ['dialogflow', 'n8n', 'webhook', 'typebot'] as const;
export type QueueIntegrationType = (typeof QueueIntegrationTypes)[number];

export const QueueIntegrationLanguages = ['pt-BR', 'en', 'es'] as const;
export type QueueIntegrationLanguage = (typeof QueueIntegrationLanguages)[number];

/** Spec §9: Typebot waits 1000 ms between the bot's messages and forgets a silent session after 1 minute. */
export const QUEUE_INTEGRATION_DEFAULTS = { typebotDelayMessage: 1000, typebotExpires: 1, language: 'pt-BR' } as const;

/** An integration as admins see it: the Dialogflow credentials only as their last 4 characters. */
export interface QueueIntegrationDTO {
  id: number;
  type: QueueIntegrationType;
  name: string;
  /** The Dialogflow project; for n8n, webhook and typebot the name (spec §5). */
  projectName: string;
  /** The last 4 characters of the Dialogflow JSON credentials ('' when none). */
  jsonContentLast4: string;
  language: QueueIntegrationLanguage;
  /** The URL of n8n, the webhook, or the Typebot server (its API lives at {url}/api/v1/…). */
  urlN8N: string;
  typebotSlug: string;
  /** Minutes of customer silence after which the Typebot session is forgotten (0: never). */
  typebotExpires: number;
  typebotKeywordFinish: string;
  typebotKeywordRestart: string;
  typebotRestartMessage: string;
  typebotUnknownMessage: string;
  /** Milliseconds between the bot's messages. */
  typebotDelayMessage: number;
  companyId: number;
  createdAt: string;
  updatedAt: string;
}

/** GET /queueIntegration (searchParam, pageNumber). */
export interface QueueIntegrationsPage {
  queueIntegrations: QueueIntegrationDTO[];
  count: number;
  hasMore: boolean;
}

/** POST /queueIntegration and PUT /queueIntegration/{id}; an empty or absent jsonContent on PUT keeps the stored one. */
export interface QueueIntegrationInput {
  type: QueueIntegrationType;
  name: string;
  projectName?: string;
  jsonContent?: string;
  language?: QueueIntegrationLanguage;
  urlN8N?: string;
  typebotSlug?: string;
  typebotExpires?: number;
  typebotKeywordFinish?: string;
  typebotKeywordRestart?: string;
  typebotRestartMessage?: string;
  typebotUnknownMessage?: string;
  typebotDelayMessage?: number;
}

/**
 * POST /queueIntegration/testSession: checks an integration's settings without saving them; `ok` false
 * says what failed in `message`.
 */
export interface QueueIntegrationTestInput {
  type?: QueueIntegrationType;
  projectName?: string;
  jsonContent?: string;
  language?: QueueIntegrationLanguage;
  urlN8N?: string;
  typebotSlug?: string;
  /** Test a saved integration (its stored credentials) instead of the fields sent. */
  id?: number;
}
export interface QueueIntegrationTestResult {
  ok: boolean;
  message: string;
}

/**
 * What n8n and webhook integrations receive (POST, JSON, 10 s): one customer message of a ticket that
 * stands on the integration.
 */
export interface IntegrationMessagePayload {
  event: 'message';
  companyId: number;
  ticket: { id: number; uuid: string; status: string; queueId: number | null };
  contact: { id: number; name: string; number: string };
  message: { id: number; body: string; mediaType: string; mediaUrl: string | null; fromMe: boolean; createdAt: string };
}

/** What they may answer (2xx): replies sent to the customer in order; `handover` ends the integration for the ticket. */
export interface IntegrationReply {
  reply?: string | string[];
  handover?: boolean;
}
