import type { FormikProps } from 'formik';
import { useTranslation } from 'react-i18next';

/** Translated error and helper props of a touched Formik field (schemas carry i18n keys). */
export function useFieldError<T extends object>(formik: FormikProps<T>) {
  const { t } = useTranslation();
  return (name: keyof T & string, helperText?: string) => {
    const error = formik.touched[name] ? formik.errors[name] : undefined;
    const message = typeof error === 'string' ? t(error) : undefined;
    return { error: Boolean(message), helperText: message ?? helperText };
  };
}
