import * as yup from 'yup';
import { QueueColors, QueueLimits, type QueueDTO } from '@zapdesk/shared';
import { scheduleRows, toScheduleEntries, type ScheduleRow } from '../../components/business-hours/business-hours';
import type { QueuePayload } from '../../resources/queues/api';

export interface QueueFormValues {
  name: string;
  color: string;
  /** '' means no position (a number field needs a string). */
  orderQueue: string;
  greetingMessage: string;
  completionMessage: string;
  outOfHoursMessage: string;
  ratingMessage: string;
  /** The AI prompt or the integration that answers first in this queue ('' for none). */
  promptId: number | '';
  integrationId: number | '';
}

/** Spec §5 Queue (messages are i18n keys: 'Obrigatório', 'Muito curto!', 'Muito longo!'): name 2 to 50, a colour of the palette. */
export const queueFormSchema = yup.object({
  name: yup.string().trim().min(QueueLimits.nameMin, 'validation.tooShort').max(QueueLimits.nameMax, 'validation.tooLong').required('validation.required'),
  color: yup
    .string()
    .oneOf(QueueColors as readonly string[], 'queues.validation.palette')
    .required('validation.required'),
  orderQueue: yup.string().matches(/^\d{0,7}$/, 'queues.validation.order'),
});

export function initialQueueValues(queue: QueueDTO | null): QueueFormValues {
  return {
    name: queue?.name ?? '',
    color: queue?.color ?? '',
    orderQueue: queue?.orderQueue === null || queue?.orderQueue === undefined ? '' : String(queue.orderQueue),
    greetingMessage: queue?.greetingMessage ?? '',
    completionMessage: queue?.completionMessage ?? '',
    outOfHoursMessage: queue?.outOfHoursMessage ?? '',
    ratingMessage: queue?.ratingMessage ?? '',
    promptId: queue?.promptId ?? '',
    integrationId: queue?.integrationId ?? '',
  };
}

/** The queue's saved hours, or the §9 defaults for a new queue (or one that never had its own). */
export function initialQueueHours(queue: QueueDTO | null): ScheduleRow[] {
  return scheduleRows(queue?.schedules?.length ? queue.schedules : null);
}

/** Which assistants' pickers the modal shows (the plan's useOpenAi / useIntegrations). */
export interface AssistantPickers {
  prompt: boolean;
  integration: boolean;
}

/**
 * The body of POST/PUT /queue; the hours travel only when they were shown for editing (null otherwise), the
 * prompt and integration only when their pickers were shown.
 */
export function toQueuePayload(
  values: QueueFormValues,
  hours: ScheduleRow[] | null,
  pickers: AssistantPickers = { prompt: false, integration: false },
): QueuePayload {
  return {
    name: values.name.trim(),
    color: values.color,
    orderQueue: values.orderQueue === '' ? null : Number(values.orderQueue),
    greetingMessage: values.greetingMessage,
    completionMessage: values.completionMessage,
    outOfHoursMessage: values.outOfHoursMessage,
    ratingMessage: values.ratingMessage,
    ...(hours && { schedules: toScheduleEntries(hours) }),
    ...(pickers.prompt && { promptId: values.promptId === '' ? null : values.promptId }),
    ...(pickers.integration && { integrationId: values.integrationId === '' ? null : values.integrationId }),
  };
}
