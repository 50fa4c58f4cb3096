import * as yup from 'yup';
import type { QuickMessageDTO } from '@zapdesk/shared';
import type { QuickMessageInput } from '../../resources/quick-messages/api';

export interface QuickMessageFormValues {
  shortcode: string;
  message: string;
  geral: boolean;
  status: boolean;
}

/** Spec §5 Quick message: shortcode required ('Obrigatório'); the bounds are the API's. Messages are i18n keys. */
export const quickMessageFormSchema = yup.object({
  shortcode: yup.string().trim().required('quickMessages.dialog.required').max(100, 'validation.tooLong'),
  message: yup.string().max(10_000, 'validation.tooLong'),
});

export function initialQuickMessageValues(record: QuickMessageDTO | null): QuickMessageFormValues {
  return {
    shortcode: record?.shortcode ?? '',
    message: record?.message ?? '',
    geral: record?.geral ?? false,
    status: record?.status ?? false,
  };
}

/** The body of POST/PUT; the switches go only when the user may change them (the API refuses others). */
export function toQuickMessageInput(values: QuickMessageFormValues, withSwitches: boolean): QuickMessageInput {
  const input: QuickMessageInput = { shortcode: values.shortcode.trim(), message: values.message };
  return withSwitches ? { ...input, geral: values.geral, status: values.status } : input;
}

/** Spec §9 message variables, replaced when the reply is sent; labels are i18n keys. */
export const MESSAGE_VARIABLES = [
  { token: '{{firstName}}', labelKey: 'quickMessages.variables.firstName' },
  { token: '{{name}}', labelKey: 'quickMessages.variables.name' },
  { token: '{{ms}}', labelKey: 'quickMessages.variables.ms' },
  { token: '{{protocol}}', labelKey: 'quickMessages.variables.protocol' },
  { token: '{{hora}}', labelKey: 'quickMessages.variables.hora' },
] as const;

export interface TextSelection {
  start: number;
  end: number;
}

/**
 * Puts `token` where the caret is, replacing any selected text; with no caret yet (the field was never
 * touched) it goes at the end. Returns the new text and where the caret goes (right after the token).
 */
export function insertAtCaret(text: string, selection: TextSelection | null, token: string): { text: string; caret: number } {
  const start = Math.min(selection?.start ?? text.length, text.length);
  const end = Math.min(Math.max(selection?.end ?? start, start), text.length);
  return { text: text.slice(0, start) + token + text.slice(end), caret: start + token.length };
}

/** Spec §5: attachment names show (and are stored) with spaces replaced by underscores. */
export function attachmentDisplayName(name: string): string {
  return name.trim().replace(/\s/g, '_');
}
