import type { FormikProps } from 'formik';
import { useFieldError } from './useFieldError';

/**
 * The props that bind a MUI TextField to a Formik field: label, value and handlers, and the translated error
 * (useFieldError's rule); `extra` adds or overrides (a type, rows, a hint through fieldError(name, hint)).
 */
export function useTextFieldProps<T extends object>(formik: FormikProps<T>) {
  const fieldError = useFieldError(formik);
  return (name: keyof T & string, label: string, extra: object = {}) => ({
    margin: 'none' as const,
    label,
    ...formik.getFieldProps(name),
    ...fieldError(name),
    ...extra,
  });
}
