import * as yup from 'yup';
import { PROMPT_DEFAULTS, type PromptDTO, type PromptInput, type PromptVoice } from '@zapdesk/shared';

export interface PromptFormValues {
  name: string;
  prompt: string;
  /** Typed only to set or replace the key: the stored one is never sent back (only its last 4 characters). */
  apiKey: string;
  /** '' until a queue is chosen. */
  queueId: number | '';
  voice: PromptVoice;
  voiceKey: string;
  voiceRegion: string;
  maxTokens: number;
  temperature: number;
  maxMessages: number;
}

/** Spec §5 Prompt: no queue blocks the save with 'Informe o setor'; the bounds are the API's. Messages are i18n keys. */
export function promptFormSchema(isNew: boolean) {
  return yup.object({
    name: yup.string().trim().required('validation.required').max(100, 'validation.tooLong'),
    prompt: yup.string().trim().required('validation.required').max(20_000, 'validation.tooLong'),
    apiKey: isNew ? yup.string().trim().required('validation.required').max(500, 'validation.tooLong') : yup.string().trim().max(500, 'validation.tooLong'),
    queueId: yup.number().typeError('prompts.dialog.queueRequired').required('prompts.dialog.queueRequired'),
    voiceRegion: yup
      .string()
      .trim()
      .max(50, 'validation.tooLong')
      .matches(/^[a-z0-9-]*$/i, 'prompts.dialog.regionInvalid'),
    maxTokens: yup
      .number()
      .typeError('validation.required')
      .integer()
      .min(1, 'prompts.dialog.range')
      .max(16_000, 'prompts.dialog.range')
      .required('validation.required'),
    temperature: yup.number().typeError('validation.required').min(0, 'prompts.dialog.range').max(2, 'prompts.dialog.range').required('validation.required'),
    maxMessages: yup
      .number()
      .typeError('validation.required')
      .integer()
      .min(1, 'prompts.dialog.range')
      .max(50, 'prompts.dialog.range')
      .required('validation.required'),
  });
}

/** Spec §9: a new prompt answers in text, 100 tokens, temperature 1, reading the last 10 messages. */
export function initialPromptValues(record: PromptDTO | null): PromptFormValues {
  return {
    name: record?.name ?? '',
    prompt: record?.prompt ?? '',
    apiKey: '',
    queueId: record?.queueId ?? '',
    voice: record?.voice ?? PROMPT_DEFAULTS.voice,
    voiceKey: '',
    voiceRegion: record?.voiceRegion ?? '',
    maxTokens: record?.maxTokens ?? PROMPT_DEFAULTS.maxTokens,
    temperature: record?.temperature ?? PROMPT_DEFAULTS.temperature,
    maxMessages: record?.maxMessages ?? PROMPT_DEFAULTS.maxMessages,
  };
}

/** POST/PUT /prompt: keys left empty are not sent, so an edit keeps the stored ones. */
export function toPromptInput(values: PromptFormValues): PromptInput {
  const apiKey = values.apiKey.trim();
  const voiceKey = values.voiceKey.trim();
  return {
    name: values.name.trim(),
    prompt: values.prompt.trim(),
    apiKey,
    queueId: Number(values.queueId),
    voice: values.voice,
    ...(voiceKey && { voiceKey }),
    voiceRegion: values.voiceRegion.trim(),
    maxTokens: Number(values.maxTokens),
    temperature: Number(values.temperature),
    maxMessages: Number(values.maxMessages),
  };
}
