import type { FormikProps } from 'formik';
import { useTranslation } from 'react-i18next';

/**
 * Translated error and helper props of a Formik field (schemas carry i18n keys). A field shows its error once
 * the form was submitted or once it was edited and left: leaving an untouched field (a click on a link below
 * the form) shows nothing, so nothing moves under the pointer and that click lands (issue 20).
 */
export function useFieldError<T extends object>(formik: FormikProps<T>) {
  const { t } = useTranslation();
  return (name: keyof T & string, helperText?: string) => {
    const edited = formik.values[name] !== formik.initialValues[name];
    const error = formik.touched[name] && (edited || formik.submitCount > 0) ? formik.errors[name] : undefined;
    const message = typeof error === 'string' ? t(error) : undefined;
    return { error: Boolean(message), helperText: message ?? helperText };
  };
}
