import * as yup from 'yup';
import { WebhookEvents, type WebhookEndpointDTO, type WebhookEvent } from '@zapdesk/shared';
import type { WebhookInput } from '../../resources/webhooks/api';

export interface WebhookFormValues {
  url: string;
  description: string;
  events: WebhookEvent[];
  active: boolean;
}

/** The API's rules (a http(s) URL up to 2000 characters, at least one event). Messages are i18n keys. */
export const webhookFormSchema = yup.object({
  url: yup.string().trim().required('validation.required').url('messagesApi.webhooks.urlInvalid').max(2000, 'validation.tooLong'),
  description: yup.string().trim().max(255, 'validation.tooLong'),
  events: yup.array().min(1, 'messagesApi.webhooks.eventsRequired'),
});

/** A new endpoint receives every event. */
export function initialWebhookValues(record: WebhookEndpointDTO | null): WebhookFormValues {
  return { url: record?.url ?? '', description: record?.description ?? '', events: record?.events ?? [...WebhookEvents], active: record?.active ?? true };
}

export function toWebhookInput(values: WebhookFormValues): WebhookInput {
  return {
    url: values.url.trim(),
    description: values.description.trim(),
    events: WebhookEvents.filter((event) => values.events.includes(event)),
    active: values.active,
  };
}
