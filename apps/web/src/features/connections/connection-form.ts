import * as yup from 'yup';
import type { WhatsappDTO, WhatsappProvider } from '@zapdesk/shared';
import type { ConnectionPayload } from '../../resources/connections/api';

/** Number inputs hold '' while empty; selects hold '' for "none". */
type NumberInput = number | '';

/** The fields the form holds as the API takes them. */
type PayloadFields =
  'name' | 'isDefault' | 'greetingMessage' | 'complationMessage' | 'outOfHoursMessage' | 'ratingMessage' | 'expiresInactiveMessage' | 'queueIds';

export interface ConnectionFormValues extends Pick<ConnectionPayload, PayloadFields> {
  provider: WhatsappProvider;
  expiresTicket: NumberInput;
  timeToTransfer: NumberInput;
  transferQueueId: NumberInput;
  promptId: NumberInput;
  integrationId: NumberInput;
  timeUseBotQueues: NumberInput;
  maxUseBotQueues: NumberInput;
  token: string;
}

/** Length of a generated token: 32 random bytes as hex, like the server's own. */
const TOKEN_BYTES = 32;
/** The API refuses a chosen token shorter than this (it must be as hard to guess as a generated one). */
export const TOKEN_MIN_LENGTH = 32;

/** A random external-API token: 64 hex characters from the browser's cryptographic generator. */
export function generateToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(TOKEN_BYTES));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

// Messages are i18n keys: validation.* (§5's 'Too Short!', 'Too Long!', 'Required', in the user's language) and the screen's own.
const emptyToUndefined = (value: unknown, original: unknown) => (original === '' ? undefined : value);
const wholeNumber = (max: number) =>
  yup
    .number()
    .transform(emptyToUndefined)
    .typeError('connections.validation.number')
    .integer('connections.validation.integer')
    .min(0, 'connections.validation.notNegative')
    .max(max, 'connections.validation.tooLarge');
const MAX_MINUTES = 1_000_000;

/** §5: name required, 2 to 50; the numbers are whole minutes (bot sends up to 100); a chosen token ≥ 32 chars. */
export const connectionFormSchema = yup.object({
  name: yup.string().trim().min(2, 'validation.tooShort').max(50, 'validation.tooLong').required('validation.required'),
  expiresTicket: wholeNumber(MAX_MINUTES).required('validation.required'),
  timeToTransfer: wholeNumber(MAX_MINUTES).nullable(),
  timeUseBotQueues: wholeNumber(MAX_MINUTES).required('validation.required'),
  maxUseBotQueues: wholeNumber(100).required('validation.required'),
  token: yup
    .string()
    .trim()
    .matches(/^\S*$/, 'connections.validation.tokenSpaces')
    .test('token-length', 'connections.validation.tokenShort', (value) => !value || value.length >= TOKEN_MIN_LENGTH)
    .max(255, 'validation.tooLong'),
});

const orEmpty = (value: number | null | undefined): NumberInput => (value === null || value === undefined ? '' : value);

/** §9 connection defaults for a new one (provider 'beta', expiresTicket 0, bot 0 min / 3 times, not default). */
export function initialConnectionValues(connection: WhatsappDTO | null): ConnectionFormValues {
  return {
    name: connection?.name ?? '',
    provider: connection?.provider ?? 'beta',
    isDefault: connection?.isDefault ?? false,
    greetingMessage: connection?.greetingMessage ?? '',
    complationMessage: connection?.complationMessage ?? '',
    outOfHoursMessage: connection?.outOfHoursMessage ?? '',
    ratingMessage: connection?.ratingMessage ?? '',
    expiresInactiveMessage: connection?.expiresInactiveMessage ?? '',
    expiresTicket: connection?.expiresTicket ?? 0,
    timeToTransfer: orEmpty(connection?.timeToTransfer),
    transferQueueId: orEmpty(connection?.transferQueueId),
    promptId: orEmpty(connection?.promptId),
    integrationId: orEmpty(connection?.integrationId),
    timeUseBotQueues: connection?.timeUseBotQueues ?? 0,
    maxUseBotQueues: connection?.maxUseBotQueues ?? 3,
    token: connection?.token ?? '',
    queueIds: connection?.queues.map((queue) => queue.id) ?? [],
  };
}

const numberOr = <T>(value: NumberInput, fallback: T): number | T => (value === '' ? fallback : value);

/** The body of POST/PUT /whatsapp; the provider goes only with a creation, an empty token not at all. */
export function toConnectionPayload(values: ConnectionFormValues, isNew: boolean): ConnectionPayload {
  const token = values.token.trim();
  return {
    name: values.name.trim(),
    ...(isNew && { provider: values.provider }),
    isDefault: values.isDefault,
    greetingMessage: values.greetingMessage,
    complationMessage: values.complationMessage,
    outOfHoursMessage: values.outOfHoursMessage,
    ratingMessage: values.ratingMessage,
    expiresInactiveMessage: values.expiresInactiveMessage,
    expiresTicket: numberOr(values.expiresTicket, 0),
    timeToTransfer: numberOr(values.timeToTransfer, null),
    transferQueueId: numberOr(values.transferQueueId, null),
    promptId: numberOr(values.promptId, null),
    integrationId: numberOr(values.integrationId, null),
    timeUseBotQueues: numberOr(values.timeUseBotQueues, 0),
    maxUseBotQueues: numberOr(values.maxUseBotQueues, 3),
    ...(token && { token }),
    queueIds: values.queueIds,
  };
}
