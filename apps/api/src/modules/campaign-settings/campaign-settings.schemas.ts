import * as yup from 'yup';
import { GREATER_INTERVAL_OPTIONS, LONGER_INTERVAL_AFTER_OPTIONS, MESSAGE_INTERVAL_OPTIONS } from '@zapdesk/shared';

const option = (options: readonly number[]) =>
  yup
    .number()
    .typeError('must be a number')
    .oneOf([...options], `must be one of ${options.join(', ')}`)
    .optional();

/** A custom variable: written as {key} in the messages, so the key is a word (§5: added only when new). */
const variable = yup.object({
  key: yup
    .string()
    .trim()
    .required('Obrigatório')
    .max(50)
    .matches(/^[\p{L}\p{N}_]+$/u, 'letters, digits and _ only'),
  value: yup.string().max(1000).defined().default(''),
});

/** POST /campaign-settings { settings }: the intervals in seconds (§9 options) and the custom variables. */
export const campaignSettingsSchema = yup.object({
  settings: yup
    .object({
      messageInterval: option(MESSAGE_INTERVAL_OPTIONS),
      longerIntervalAfter: option(LONGER_INTERVAL_AFTER_OPTIONS),
      greaterInterval: option(GREATER_INTERVAL_OPTIONS),
      variables: yup
        .array(variable)
        .max(50)
        .optional()
        .test('unique', 'variables: each key once', (list) => !list || new Set(list.map((v) => v.key)).size === list.length),
    })
    .required('Obrigatório'),
});

export type CampaignSettingsInput = yup.InferType<typeof campaignSettingsSchema>['settings'];
