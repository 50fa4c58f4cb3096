import dayjs from 'dayjs';
import * as yup from 'yup';
import {
  ReadOnlyScheduleStatuses,
  SCHEDULE_BODY_MIN,
  SCHEDULE_MEDIA_EXTENSIONS,
  type ContactRefDTO,
  type ScheduleDTO,
  type ScheduleInput,
} from '@zapdesk/shared';

/** What the schedule dialog edits; sendAt is the datetime-local input's value (the browser's time zone). */
export interface ScheduleFormValues {
  body: string;
  contact: ContactRefDTO | null;
  sendAt: string;
}

const LOCAL_INPUT_FORMAT = 'YYYY-MM-DDTHH:mm';

/** §9: a new schedule is set one hour from now. */
export function defaultSendAt(now: Date = new Date()): string {
  return dayjs(now).add(1, 'hour').format(LOCAL_INPUT_FORMAT);
}

/** §5: body at least 5 characters ('Mensagem muito curta'); contact and sendAt required ('Obrigatório'). Messages are i18n keys. */
export const scheduleFormSchema = yup.object({
  body: yup.string().trim().required('schedules.validation.required').min(SCHEDULE_BODY_MIN, 'schedules.validation.tooShort'),
  contact: yup.object().nullable().required('schedules.validation.required'),
  sendAt: yup
    .string()
    .required('schedules.validation.required')
    .test('valid', 'schedules.validation.required', (value) => dayjs(value).isValid()),
});

export function initialScheduleValues(schedule: ScheduleDTO | null, presetContact: ContactRefDTO | null, now: Date = new Date()): ScheduleFormValues {
  if (!schedule) return { body: '', contact: presetContact, sendAt: defaultSendAt(now) };
  return { body: schedule.body, contact: schedule.contact, sendAt: dayjs(schedule.sendAt).format(LOCAL_INPUT_FORMAT) };
}

/** The request body: the local date-time becomes an ISO instant, so the server never guesses a zone. */
export function toScheduleInput(values: ScheduleFormValues): ScheduleInput {
  if (!values.contact) throw new Error('A validated schedule form has a contact');
  return { body: values.body.trim(), contactId: values.contact.id, sendAt: dayjs(values.sendAt).toISOString() };
}

/** §4: a schedule that was sent (or is being sent) is shown read-only, without a save button. */
export function isReadOnlySchedule(schedule: ScheduleDTO | null): boolean {
  return schedule !== null && (schedule.sentAt !== null || ReadOnlyScheduleStatuses.includes(schedule.status));
}

/** §5: attachments are .png, .jpg or .jpeg pictures. */
export function isAcceptedAttachment(file: File): boolean {
  const name = file.name.toLowerCase();
  return SCHEDULE_MEDIA_EXTENSIONS.some((extension) => name.endsWith(extension));
}

export const ATTACHMENT_ACCEPT = SCHEDULE_MEDIA_EXTENSIONS.join(',');
