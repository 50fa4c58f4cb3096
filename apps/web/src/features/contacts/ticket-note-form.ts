import * as yup from 'yup';

/** Spec §5 ticket note: required, at least 2 characters (messages are i18n keys). */
export const ticketNoteSchema = yup.object({
  note: yup.string().trim().min(2, 'validation.tooShort').max(10_000, 'validation.tooLong').required('validation.required'),
});
