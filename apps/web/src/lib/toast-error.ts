import { toast } from 'react-toastify';
import { i18n } from './i18n';
import { apiErrorCode } from './api-client';

/** Spec §8: the translated text of the error code, else the raw code, else a generic text (§8's 'An error occurred!', in the user's language). */
export function errorMessage(error: unknown): string {
  const code = apiErrorCode(error);
  if (!code) return i18n.t('errors.generic');
  const key = `errors.${code}`;
  return i18n.exists(key) ? i18n.t(key) : code;
}

/** Shows an API error as a toast; the id keeps one toast per code when several calls fail at once. */
export function toastError(error: unknown): void {
  const message = errorMessage(error);
  toast.error(message, { toastId: message });
}
