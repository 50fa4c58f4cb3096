import {
  CAMPAIGN_MESSAGE_SLOTS,
  campaignSchema,
  contactListImportResultSchema,
  contactListItemSchema,
  contactListSchema,
  fileListSchema,
  promptSchema,
  queueIntegrationSchema,
  queueIntegrationTestResultSchema,
  type CampaignDTO,
  type CampaignConfirmationField,
  type CampaignMessageField,
  type ContactListDTO,
  type ContactListImportResult,
  type ContactListItemDTO,
  type FileListDTO,
  type PromptDTO,
  type QueueIntegrationDTO,
  type QueueIntegrationTestResult,
} from '@zapdesk/shared';
import { STAMP, validDto } from './dto-fixtures';

// Builders of the AI prompt, queue integration and campaign DTOs, made and validated as dto-fixtures.ts makes
// the core resources': through the shared schema the API's tests hold the real responses to (company 3).

/** Prompt 1: 'Atendente virtual' on queue 5 (Vendas), with the §9 defaults and an OpenAI key ending x9Qz. */
export function makePromptDto(overrides: Partial<PromptDTO> = {}): PromptDTO {
  const prompt: PromptDTO = {
    id: 1,
    name: 'Atendente virtual',
    prompt: 'Você é a atendente virtual da loja. Responda com educação e em poucas linhas.',
    voice: 'texto',
    voiceKeyLast4: '',
    voiceRegion: '',
    maxTokens: 100,
    temperature: 1,
    apiKeyLast4: 'x9Qz',
    queueId: 5,
    queue: { id: 5, name: 'Vendas', color: '#2196F3' },
    maxMessages: 10,
    companyId: 3,
    createdAt: STAMP,
    updatedAt: STAMP,
    ...overrides,
  };
  return validDto(promptSchema, prompt, `prompt ${prompt.id}`);
}

/** Integration 1: an n8n flow, with the §9 defaults. */
export function makeQueueIntegrationDto(overrides: Partial<QueueIntegrationDTO> = {}): QueueIntegrationDTO {
  const integration: QueueIntegrationDTO = {
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
    createdAt: STAMP,
    updatedAt: STAMP,
    ...overrides,
  };
  return validDto(queueIntegrationSchema, integration, `queue integration ${integration.id}`);
}

/** A testSession answer: the settings worked (n8n's URL answered 2xx). */
export function makeIntegrationTestResultDto(overrides: Partial<QueueIntegrationTestResult> = {}): QueueIntegrationTestResult {
  return validDto(queueIntegrationTestResultSchema, { ok: true, message: 'The URL answered 2xx', ...overrides }, 'testSession answer');
}

/** Every message and confirmation message of a campaign, blank. */
const noMessages = Object.fromEntries(
  CAMPAIGN_MESSAGE_SLOTS.flatMap((n) => [
    [`message${n}`, ''],
    [`confirmationMessage${n}`, ''],
  ]),
) as Record<CampaignMessageField | CampaignConfirmationField, string>;

/** Campaign 1 (Black Friday): INATIVA, without messages, target, schedule or picture, nothing sent. */
export function makeCampaignDto(overrides: Partial<CampaignDTO> = {}): CampaignDTO {
  const campaign: CampaignDTO = {
    ...noMessages,
    id: 1,
    name: 'Black Friday',
    status: 'INATIVA',
    confirmation: false,
    scheduledAt: null,
    completedAt: null,
    whatsappId: null,
    contactListId: null,
    tagListId: null,
    fileListId: null,
    companyId: 3,
    mediaPath: null,
    mediaName: null,
    contactList: null,
    whatsapp: null,
    report: { validContacts: 0, confirmationRequested: 0, confirmed: 0, delivered: 0, failed: 0 },
    createdAt: STAMP,
    updatedAt: STAMP,
    ...overrides,
  };
  return validDto(campaignSchema, campaign, `campaign ${campaign.id}`);
}

/** Contact list 1 (Clientes VIP), still empty. */
export function makeContactListDto(overrides: Partial<ContactListDTO> = {}): ContactListDTO {
  const list: ContactListDTO = { id: 1, name: 'Clientes VIP', contactsCount: 0, companyId: 3, createdAt: STAMP, updatedAt: STAMP, ...overrides };
  return validDto(contactListSchema, list, `contact list ${list.id}`);
}

/** Number 1 of contact list 1 (Bruno Lima), its WhatsApp not checked yet. */
export function makeContactListItemDto(overrides: Partial<ContactListItemDTO> = {}): ContactListItemDTO {
  const item: ContactListItemDTO = {
    id: 1,
    name: 'Bruno Lima',
    number: '5511999990001',
    email: 'bruno@cliente.com',
    companyId: 3,
    contactListId: 1,
    isWhatsappValid: null,
    createdAt: STAMP,
    updatedAt: STAMP,
    ...overrides,
  };
  return validDto(contactListItemSchema, item, `contact list item ${item.id}`);
}

/** A spreadsheet's or a tag's import into a contact list: nothing added, updated or refused. */
export function makeContactListImportResultDto(overrides: Partial<ContactListImportResult> = {}): ContactListImportResult {
  return validDto(contactListImportResultSchema, { created: 0, updated: 0, errors: [], ...overrides }, 'contact list import');
}

/** File list 1 (Catálogo), no files yet. */
export function makeFileListDto(overrides: Partial<FileListDTO> = {}): FileListDTO {
  const list: FileListDTO = {
    id: 1,
    name: 'Catálogo',
    message: 'Segue o catálogo',
    companyId: 3,
    options: [],
    createdAt: STAMP,
    updatedAt: STAMP,
    ...overrides,
  };
  return validDto(fileListSchema, list, `file list ${list.id}`);
}
