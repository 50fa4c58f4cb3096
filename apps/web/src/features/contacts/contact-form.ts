import * as yup from 'yup';
import type { ContactDTO, ContactInput } from '@zapdesk/shared';

export interface ExtraInfoRow {
  /** Present for a row the contact already has; PUT keeps it, rows without id are created. */
  id?: number;
  name: string;
  value: string;
}

export interface ContactFormValues {
  name: string;
  number: string;
  email: string;
  extraInfo: ExtraInfoRow[];
}

// Messages are i18n keys: validation.* (§5's 'Too Short!' family, in the user's language), as in the users modal.
const extraInfoRow = yup.object({
  name: yup
    .string()
    .trim()
    .max(100, 'validation.tooLong')
    // A row with a value needs a name to be shown under; an empty row is simply dropped on save.
    .when('value', { is: (value: string | undefined) => Boolean(value?.trim()), then: (rule) => rule.required('validation.required') }),
  value: yup.string().trim().max(1000, 'validation.tooLong'),
});

/** Spec §5 contact rules: name required 2-50, number 8-50, e-mail valid if present. */
export const contactFormSchema = yup.object({
  name: yup.string().trim().min(2, 'validation.tooShort').max(50, 'validation.tooLong').required('validation.required'),
  number: yup.string().trim().min(8, 'validation.tooShort').max(50, 'validation.tooLong').required('validation.required'),
  email: yup.string().trim().email('validation.invalidEmail'),
  extraInfo: yup.array(extraInfoRow),
});

/** The form starts from the edited contact, else from the caller's prefill (e.g. a name typed in a search). */
export function initialContactValues(contact: ContactDTO | null | undefined, prefill: Partial<ContactInput> = {}): ContactFormValues {
  const source = contact ?? prefill;
  return {
    name: source.name ?? '',
    number: source.number ?? '',
    email: source.email ?? '',
    extraInfo: (source.extraInfo ?? []).map(({ id, name, value }) => (id === undefined ? { name, value } : { id, name, value })),
  };
}

/** The body of POST/PUT /contacts; e-mail is always sent so clearing it on an edit takes effect. */
export function toContactInput(values: ContactFormValues): ContactInput {
  return {
    name: values.name.trim(),
    number: values.number.trim(),
    email: values.email.trim(),
    extraInfo: values.extraInfo.map((row) => ({ ...row, name: row.name.trim(), value: row.value.trim() })).filter((row) => row.name !== ''),
  };
}
