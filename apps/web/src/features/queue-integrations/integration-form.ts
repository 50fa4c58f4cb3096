import * as yup from 'yup';
import {
  QUEUE_INTEGRATION_DEFAULTS,
  QueueIntegrationTypes,
  type QueueIntegrationDTO,
  type QueueIntegrationInput,
  type QueueIntegrationLanguage,
  type QueueIntegrationTestInput,
  type QueueIntegrationType,
} from '@zapdesk/shared';

export interface IntegrationFormValues {
  type: QueueIntegrationType;
  name: string;
  projectName: string;
  /** Dialogflow's JSON credentials: typed only to set or replace them (the stored ones show as their last 4). */
  jsonContent: string;
  language: QueueIntegrationLanguage;
  urlN8N: string;
  typebotSlug: string;
  typebotExpires: number;
  typebotKeywordFinish: string;
  typebotKeywordRestart: string;
  typebotRestartMessage: string;
  typebotUnknownMessage: string;
  typebotDelayMessage: number;
}

/** The types whose URL is the integration's address (n8n, webhook, Typebot); their projectName is the name (spec §5). */
export const usesUrl = (type: QueueIntegrationType) => type !== 'dialogflow';

const whenType = (types: QueueIntegrationType[], schema: yup.StringSchema) =>
  yup.string().when('type', { is: (type: QueueIntegrationType) => types.includes(type), then: () => schema, otherwise: (s) => s });

/** Spec §5 Queue integration: name 2 to 50; type, name and url required per type. Messages are i18n keys. */
export function integrationFormSchema(isNew: boolean) {
  const required = yup.string().trim().required('validation.required');
  return yup.object({
    type: yup.string().oneOf(QueueIntegrationTypes).required('validation.required'),
    name: yup.string().trim().min(2, 'validation.tooShort').max(50, 'validation.tooLong').required('validation.required'),
    projectName: whenType(['dialogflow'], required),
    jsonContent: whenType(isNew ? ['dialogflow'] : [], required),
    urlN8N: whenType(['n8n', 'webhook', 'typebot'], required.url('integrations.dialog.urlInvalid')),
    typebotSlug: whenType(['typebot'], required),
    typebotExpires: yup.number().typeError('validation.required').integer().min(0).required('validation.required'),
    typebotDelayMessage: yup.number().typeError('validation.required').integer().min(0).max(60_000).required('validation.required'),
  });
}

/** Spec §9: Typebot waits 1000 ms between messages and forgets a silent session after 1 minute; language pt-BR. */
export function initialIntegrationValues(record: QueueIntegrationDTO | null): IntegrationFormValues {
  return {
    type: record?.type ?? 'typebot',
    name: record?.name ?? '',
    projectName: record?.projectName ?? '',
    jsonContent: '',
    language: record?.language ?? QUEUE_INTEGRATION_DEFAULTS.language,
    urlN8N: record?.urlN8N ?? '',
    typebotSlug: record?.typebotSlug ?? '',
    typebotExpires: record?.typebotExpires ?? QUEUE_INTEGRATION_DEFAULTS.typebotExpires,
    typebotKeywordFinish: record?.typebotKeywordFinish ?? '',
    typebotKeywordRestart: record?.typebotKeywordRestart ?? '',
    typebotRestartMessage: record?.typebotRestartMessage ?? '',
    typebotUnknownMessage: record?.typebotUnknownMessage ?? '',
    typebotDelayMessage: record?.typebotDelayMessage ?? QUEUE_INTEGRATION_DEFAULTS.typebotDelayMessage,
  };
}

/** POST/PUT /queueIntegration: for n8n, webhook and Typebot the projectName is the name; empty credentials keep the stored ones. */
export function toIntegrationInput(values: IntegrationFormValues): QueueIntegrationInput {
  const name = values.name.trim();
  const jsonContent = values.jsonContent.trim();
  return {
    type: values.type,
    name,
    projectName: usesUrl(values.type) ? name : values.projectName.trim(),
    ...(jsonContent && { jsonContent }),
    language: values.language,
    urlN8N: values.urlN8N.trim(),
    typebotSlug: values.typebotSlug.trim(),
    typebotExpires: Number(values.typebotExpires),
    typebotKeywordFinish: values.typebotKeywordFinish.trim(),
    typebotKeywordRestart: values.typebotKeywordRestart.trim(),
    typebotRestartMessage: values.typebotRestartMessage,
    typebotUnknownMessage: values.typebotUnknownMessage,
    typebotDelayMessage: Number(values.typebotDelayMessage),
  };
}

/** POST /queueIntegration/testSession: the typed settings, over the saved integration's (its stored credentials) when editing. */
export function toTestInput(values: IntegrationFormValues, savedId: number | null): QueueIntegrationTestInput {
  const input = toIntegrationInput(values);
  return {
    ...(savedId !== null && { id: savedId }),
    type: input.type,
    projectName: input.projectName,
    ...(input.jsonContent && { jsonContent: input.jsonContent }),
    language: input.language,
    ...(usesUrl(input.type) && { urlN8N: input.urlN8N }),
    ...(input.type === 'typebot' && { typebotSlug: input.typebotSlug }),
  };
}
