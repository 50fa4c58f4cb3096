import * as yup from 'yup';
import { PROMPT_DEFAULTS, PromptVoices } from '@zapdesk/shared';
import { dbId } from '../../http/input-rules.js';

// /prompt (docs/contract.md "AI prompts and queue integrations"; spec §3 Prompt, §9 defaults). The screen
// refuses a prompt without a queue ('Informe o setor'); so does the API.

const key = yup.string().trim().max(500);

const fields = {
  name: yup.string().trim().min(1).max(100),
  prompt: yup.string().trim().min(1).max(20_000),
  voice: yup.string().oneOf(PromptVoices),
  voiceKey: key,
  voiceRegion: yup
    .string()
    .trim()
    .max(50)
    .matches(/^[a-z0-9-]*$/i, 'must be an Azure region name'),
  maxTokens: yup.number().integer().min(1).max(16_000),
  temperature: yup.number().min(0).max(2),
  maxMessages: yup.number().integer().min(1).max(50),
  queueId: dbId(),
};

export const promptCreateSchema = yup.object({
  name: fields.name.required(),
  prompt: fields.prompt.required(),
  apiKey: key.min(1).required(),
  queueId: fields.queueId.required('Informe o setor'),
  voice: fields.voice.default(PROMPT_DEFAULTS.voice),
  voiceKey: fields.voiceKey.default(''),
  voiceRegion: fields.voiceRegion.default(''),
  maxTokens: fields.maxTokens.default(PROMPT_DEFAULTS.maxTokens),
  temperature: fields.temperature.default(PROMPT_DEFAULTS.temperature),
  maxMessages: fields.maxMessages.default(PROMPT_DEFAULTS.maxMessages),
});

/** PUT: any subset; an empty `apiKey` / `voiceKey` keeps the stored key. */
export const promptUpdateSchema = yup.object({
  name: fields.name.optional(),
  prompt: fields.prompt.optional(),
  apiKey: key.optional(),
  queueId: fields.queueId.optional(),
  voice: fields.voice.optional(),
  voiceKey: fields.voiceKey.optional(),
  voiceRegion: fields.voiceRegion.optional(),
  maxTokens: fields.maxTokens.optional(),
  temperature: fields.temperature.optional(),
  maxMessages: fields.maxMessages.optional(),
});

export const promptListSchema = yup.object({
  searchParam: yup.string().trim().max(100).default(''),
  pageNumber: yup.number().integer().min(1).max(100_000).default(1),
});

export type PromptCreateInput = yup.InferType<typeof promptCreateSchema>;
export type PromptUpdateInput = yup.InferType<typeof promptUpdateSchema>;
export type PromptListInput = yup.InferType<typeof promptListSchema>;
