import * as yup from 'yup';
import {
  CampaignSettingKeys,
  CampaignStatuses,
  type CampaignDTO,
  type CampaignSettingDTO,
  type CampaignVariable,
  type CampaignReportDTO,
  type CampaignsPage,
  type ContactListDTO,
  type ContactListImportResult,
  type ContactListItemDTO,
  type ContactListItemsPage,
  type ContactListsPage,
  type FileListDTO,
  type FileListOptionDTO,
  type FileListsPage,
} from './campaigns.js';
import type { Assert, Same } from './dto-schemas.js';
import { count, dtoObject, flag, id, listOf, namedRefSchema, nullableId, nullableText, oneOf, queueRefSchema, text, timestamp } from './dto-schemas.js';
import {
  QueueIntegrationLanguages,
  QueueIntegrationTypes,
  type QueueIntegrationDTO,
  type QueueIntegrationsPage,
  type QueueIntegrationTestResult,
} from './integrations.js';
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
/** POST /queueIntegration/testSession: whether the settings worked; `message` says what answered or what failed. */
export const queueIntegrationTestResultSchema = dtoObject({ ok: flag(), message: text() });

export const campaignReportSchema = dtoObject({
  validContacts: count(),
  confirmationRequested: count(),
  confirmed: count(),
  delivered: count(),
  failed: count(),
});
export const campaignSchema = dtoObject({
  id: id(),
  name: text(),
  message1: text(),
  message2: text(),
  message3: text(),
  message4: text(),
  message5: text(),
  confirmationMessage1: text(),
  confirmationMessage2: text(),
  confirmationMessage3: text(),
  confirmationMessage4: text(),
  confirmationMessage5: text(),
  status: oneOf(CampaignStatuses),
  confirmation: flag(),
  scheduledAt: timestamp().nullable(),
  completedAt: timestamp().nullable(),
  whatsappId: nullableId(),
  contactListId: nullableId(),
  tagListId: nullableId(),
  fileListId: nullableId(),
  companyId: id(),
  mediaPath: nullableText(),
  mediaName: nullableText(),
  contactList: namedRefSchema.nullable().defined(),
  whatsapp: namedRefSchema.nullable().defined(),
  report: campaignReportSchema.defined(),
  createdAt: timestamp(),
  updatedAt: timestamp(),
});
/** GET /campaigns: one page, newest first. */
export const campaignsPageSchema = dtoObject({ records: listOf(campaignSchema.defined()), hasMore: flag(), count: count() });

export const contactListSchema = dtoObject({ id: id(), name: text(), contactsCount: count(), companyId: id(), createdAt: timestamp(), updatedAt: timestamp() });
/** GET /contact-lists: one page by name. */
export const contactListsPageSchema = dtoObject({ records: listOf(contactListSchema.defined()), hasMore: flag(), count: count() });
/** GET /contact-lists/list: every list, for the campaign dialog's picker. */
export const contactListListSchema = listOf(contactListSchema.defined());
export const contactListItemSchema = dtoObject({
  id: id(),
  name: text(),
  number: text(),
  email: text(),
  companyId: id(),
  contactListId: id(),
  isWhatsappValid: yup.boolean().nullable().defined(),
  createdAt: timestamp(),
  updatedAt: timestamp(),
});
/** GET /contact-list-items: one page of a list's numbers by name. */
export const contactListItemsPageSchema = dtoObject({ contacts: listOf(contactListItemSchema.defined()), hasMore: flag(), count: count() });
/** POST /contact-lists/{id}/upload and …/tag: rows added, numbers already listed that were updated, refused rows by line. */
export const contactListImportResultSchema = dtoObject({
  created: count(),
  updated: count(),
  errors: listOf(dtoObject({ line: count(), message: text() }).defined()),
});

export const campaignVariableSchema = dtoObject({ key: text(), value: text() });
const campaignVariablesSchema = listOf(campaignVariableSchema.defined());
/** One campaign setting: the variables are a list of key and value, every other key a number of seconds. */
export const campaignSettingSchema = dtoObject({
  key: oneOf(CampaignSettingKeys),
  value: yup
    .mixed<number | CampaignVariable[]>()
    .defined()
    .test('setting-value', '${path} is not the value its key holds', function (value) {
      const key = (this.parent as { key?: string }).key;
      return key === 'variables' ? campaignVariablesSchema.isValidSync(value, { strict: true }) : typeof value === 'number';
    }),
});
/** GET and POST /campaign-settings: every setting, the §9 defaults for keys never saved. */
export const campaignSettingListSchema = listOf(campaignSettingSchema.defined());

/** One stored file of a file list; `file` is the API path serving it (empty while it has no file yet). */
export const fileListOptionSchema = dtoObject({ id: id(), name: text(), path: text(), mediaType: text(), file: text() });
export const fileListSchema = dtoObject({
  id: id(),
  name: text(),
  message: text(),
  companyId: id(),
  options: listOf(fileListOptionSchema.defined()),
  createdAt: timestamp(),
  updatedAt: timestamp(),
});
/** GET /files: one page of the company's file lists. */
export const fileListsPageSchema = dtoObject({ files: listOf(fileListSchema.defined()), hasMore: flag(), count: count() });

/** Compile-time proof that each schema describes exactly its interface. */
export type AutomationSchemaChecks = [
  Assert<Same<yup.InferType<typeof promptSchema>, PromptDTO>>,
  Assert<Same<yup.InferType<typeof promptsPageSchema>, PromptsPage>>,
  Assert<Same<yup.InferType<typeof queueIntegrationSchema>, QueueIntegrationDTO>>,
  Assert<Same<yup.InferType<typeof queueIntegrationsPageSchema>, QueueIntegrationsPage>>,
  Assert<Same<yup.InferType<typeof queueIntegrationTestResultSchema>, QueueIntegrationTestResult>>,
  Assert<Same<yup.InferType<typeof campaignReportSchema>, CampaignReportDTO>>,
  Assert<Same<yup.InferType<typeof campaignSchema>, CampaignDTO>>,
  Assert<Same<yup.InferType<typeof campaignsPageSchema>, CampaignsPage>>,
  Assert<Same<yup.InferType<typeof contactListSchema>, ContactListDTO>>,
  Assert<Same<yup.InferType<typeof campaignVariableSchema>, CampaignVariable>>,
  Assert<Same<yup.InferType<typeof campaignSettingSchema>, CampaignSettingDTO>>,
  Assert<Same<yup.InferType<typeof contactListsPageSchema>, ContactListsPage>>,
  Assert<Same<yup.InferType<typeof contactListItemSchema>, ContactListItemDTO>>,
  Assert<Same<yup.InferType<typeof contactListItemsPageSchema>, ContactListItemsPage>>,
  Assert<Same<yup.InferType<typeof contactListImportResultSchema>, ContactListImportResult>>,
  Assert<Same<yup.InferType<typeof fileListOptionSchema>, FileListOptionDTO>>,
  Assert<Same<yup.InferType<typeof fileListSchema>, FileListDTO>>,
  Assert<Same<yup.InferType<typeof fileListsPageSchema>, FileListsPage>>,
];
