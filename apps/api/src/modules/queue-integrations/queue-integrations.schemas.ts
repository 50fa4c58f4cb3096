import * as yup from 'yup';
import { QUEUE_INTEGRATION_DEFAULTS, QueueIntegrationLanguages, QueueIntegrationTypes } from '@zapdesk/shared';
import { dbId } from '../../http/input-rules.js';

// /queueIntegration (spec §3 Queue integration, §5 name 2 to 50 and the per-type requirements, §9 defaults).

const fields = {
  type: yup.string().oneOf(QueueIntegrationTypes),
  name: yup.string().trim().min(2).max(50),
  projectName: yup.string().trim().max(255),
  jsonContent: yup.string().trim().max(20_000),
  language: yup.string().oneOf(QueueIntegrationLanguages),
  urlN8N: yup.string().trim().max(2000),
  typebotSlug: yup.string().trim().max(255),
  typebotExpires: yup.number().integer().min(0).max(525_600),
  typebotKeywordFinish: yup.string().trim().max(100),
  typebotKeywordRestart: yup.string().trim().max(100),
  typebotRestartMessage: yup.string().max(4096),
  typebotUnknownMessage: yup.string().max(4096),
  typebotDelayMessage: yup.number().integer().min(0).max(60_000),
};

export const integrationCreateSchema = yup.object({
  ...fields,
  type: fields.type.required(),
  name: fields.name.required(),
  projectName: fields.projectName.default(''),
  jsonContent: fields.jsonContent.default(''),
  language: fields.language.default(QUEUE_INTEGRATION_DEFAULTS.language),
  urlN8N: fields.urlN8N.default(''),
  typebotSlug: fields.typebotSlug.default(''),
  typebotExpires: fields.typebotExpires.default(QUEUE_INTEGRATION_DEFAULTS.typebotExpires),
  typebotKeywordFinish: fields.typebotKeywordFinish.default(''),
  typebotKeywordRestart: fields.typebotKeywordRestart.default(''),
  typebotRestartMessage: fields.typebotRestartMessage.default(''),
  typebotUnknownMessage: fields.typebotUnknownMessage.default(''),
  typebotDelayMessage: fields.typebotDelayMessage.default(QUEUE_INTEGRATION_DEFAULTS.typebotDelayMessage),
});

/** PUT: any subset; an empty `jsonContent` keeps the stored credentials. */
export const integrationUpdateSchema = yup.object({
  type: fields.type.optional(),
  name: fields.name.optional(),
  projectName: fields.projectName.optional(),
  jsonContent: fields.jsonContent.optional(),
  language: fields.language.optional(),
  urlN8N: fields.urlN8N.optional(),
  typebotSlug: fields.typebotSlug.optional(),
  typebotExpires: fields.typebotExpires.optional(),
  typebotKeywordFinish: fields.typebotKeywordFinish.optional(),
  typebotKeywordRestart: fields.typebotKeywordRestart.optional(),
  typebotRestartMessage: fields.typebotRestartMessage.optional(),
  typebotUnknownMessage: fields.typebotUnknownMessage.optional(),
  typebotDelayMessage: fields.typebotDelayMessage.optional(),
});

export const integrationListSchema = yup.object({
  searchParam: yup.string().trim().max(100).default(''),
  pageNumber: yup.number().integer().min(1).max(100_000).default(1),
});

/** POST /queueIntegration/testSession: the settings to try (spec: projectName, jsonContent, language), or a saved one's id. */
export const integrationTestSchema = yup.object({
  id: dbId().optional(),
  type: fields.type.optional(),
  projectName: fields.projectName.optional(),
  jsonContent: fields.jsonContent.optional(),
  language: fields.language.optional(),
  urlN8N: fields.urlN8N.optional(),
  typebotSlug: fields.typebotSlug.optional(),
});

export type IntegrationCreateInput = yup.InferType<typeof integrationCreateSchema>;
export type IntegrationUpdateInput = yup.InferType<typeof integrationUpdateSchema>;
export type IntegrationListInput = yup.InferType<typeof integrationListSchema>;
export type IntegrationTestInput = yup.InferType<typeof integrationTestSchema>;
