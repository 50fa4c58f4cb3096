import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import { ConfirmationModal } from '../../../../components/ConfirmationModal';
import { FormActions } from './FormActions';

interface ManagerFormProps {
  /** What useManagerForm answered. */
  form: {
    formik: { handleSubmit: (event?: FormEvent<HTMLFormElement>) => void; isSubmitting: boolean };
    clear: () => void;
    deletion: { confirming: boolean; deleting: boolean; ask: () => void; cancel: () => void; confirm: () => Promise<void> };
  };
  /** The form's accessible name (the tab's name). */
  label: string;
  /** Excluir is offered (a row is being edited and may be deleted). */
  canDelete: boolean;
  /** After Limpar emptied the form: the table drops its selection. */
  onClear: () => void;
  /** Buttons between Excluir and Salvar. */
  extra?: ReactNode;
  /** The fields. */
  children: ReactNode;
}

/** A Settings manager form: its fields, the Limpar / Excluir / Salvar row and the delete confirmation. */
export function ManagerForm({ form, label, canDelete, onClear, extra, children }: ManagerFormProps) {
  const { t } = useTranslation();
  const { formik, clear, deletion } = form;
  return (
    <Box component="form" noValidate onSubmit={formik.handleSubmit} aria-label={label}>
      {children}
      <FormActions
        saving={formik.isSubmitting}
        onClear={() => {
          clear();
          onClear();
        }}
        onDelete={canDelete ? deletion.ask : undefined}
        extra={extra}
      />
      <ConfirmationModal
        open={deletion.confirming}
        title={t('settings.deleteTitle')}
        loading={deletion.deleting}
        onClose={deletion.cancel}
        onConfirm={deletion.confirm}
      >
        {t('settings.deleteMessage')}
      </ConfirmationModal>
    </Box>
  );
}
