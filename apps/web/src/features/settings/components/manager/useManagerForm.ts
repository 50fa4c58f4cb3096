import { useEffect, useState } from 'react';
import { useFormik, type FormikConfig, type FormikValues } from 'formik';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { useFieldError } from '../../../../hooks/useFieldError';

interface ManagerFormOptions<Values extends FormikValues, Row extends { id: number }> {
  /** The row being edited, or null for a new one. */
  record: Row | null;
  /** The form's values for a row, or the empty form for null; a stable (module-level) function. */
  toValues: (record: Row | null) => Values;
  validationSchema: FormikConfig<Values>['validationSchema'];
  /** POST (id null) or PUT. */
  save: (id: number | null, values: Values) => Promise<unknown>;
  remove: (id: number) => Promise<unknown>;
  /** The toast of a failed save ('Não foi possível salvar o plano'). */
  saveError: string;
  /** After a save or a delete: the form clears and the list reloads. */
  onDone: () => void;
}

/**
 * The state of a Settings manager form (Empresas, Planos, Ajuda): it follows the row picked in the table, saves
 * and deletes (after a confirmation) with the Settings toasts, and empties itself afterwards.
 */
export function useManagerForm<Values extends FormikValues, Row extends { id: number }>({
  record,
  toValues,
  validationSchema,
  save,
  remove,
  saveError,
  onDone,
}: ManagerFormOptions<Values, Row>) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const formik = useFormik<Values>({
    initialValues: toValues(record),
    validationSchema,
    onSubmit: async (values) => {
      try {
        await save(record?.id ?? null, values);
        toast.success(t('settings.success'));
        clear();
        onDone();
      } catch {
        toast.error(saveError);
      }
    },
  });
  const fieldError = useFieldError(formik);
  const { resetForm } = formik;
  // The form empties itself even when it was already showing a new row (record stays null).
  const clear = () => resetForm({ values: toValues(null) });

  useEffect(() => {
    resetForm({ values: toValues(record) });
  }, [record, resetForm, toValues]);

  const confirmDelete = async () => {
    if (!record) return;
    setDeleting(true);
    try {
      await remove(record.id);
      toast.success(t('settings.success'));
      setConfirming(false);
      clear();
      onDone();
    } catch {
      toast.error(t('settings.failure'));
    } finally {
      setDeleting(false);
    }
  };

  return {
    formik,
    fieldError,
    clear,
    deletion: { confirming, deleting, ask: () => setConfirming(true), cancel: () => setConfirming(false), confirm: confirmDelete },
  };
}
