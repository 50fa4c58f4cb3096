import { useEffect, type ReactNode } from 'react';
import { useFormik, type FormikConfig, type FormikHelpers, type FormikProps, type FormikValues } from 'formik';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { SxProps, Theme } from '@mui/material/styles';
import { usePhone } from '../../hooks/usePhone';
import { DialogSubmitActions } from '../form-dialog/DialogSubmitActions';
import { toastError } from '../../lib/toast-error';

interface EntityFormOptions<Values extends FormikValues, Saved> {
  open: boolean;
  /** The form's values for the edited record (or a blank form); each opening starts from them again. */
  initialValues: Values;
  validationSchema: FormikConfig<Values>['validationSchema'];
  /** POST or PUT; the answer goes to `onSaved`. */
  save: (values: Values) => Promise<Saved>;
  savedMessage: string;
  onSaved: (saved: Saved) => void;
  onClose: () => void;
  /** After the error toast: e.g. marks the field the API refused. */
  onError?: (error: unknown, values: Values, helpers: FormikHelpers<Values>) => void;
}

/**
 * The form of an add/edit dialog: saves, toasts, hands the saved record over (the page puts it into its caches)
 * and closes; an error toasts (then goes to `onError`) and keeps the dialog open. Each opening starts from the record, not from what was
 * typed last time.
 */
export function useEntityForm<Values extends FormikValues, Saved>({
  open,
  initialValues,
  validationSchema,
  save,
  savedMessage,
  onSaved,
  onClose,
  onError,
}: EntityFormOptions<Values, Saved>): FormikProps<Values> {
  const formik = useFormik<Values>({
    initialValues,
    enableReinitialize: true,
    validationSchema,
    onSubmit: async (values, helpers) => {
      try {
        const saved = await save(values);
        toast.success(savedMessage);
        onSaved(saved);
        onClose();
      } catch (error) {
        toastError(error);
        onError?.(error, values, helpers);
      }
    },
  });
  const { resetForm } = formik;
  useEffect(() => {
    if (open) resetForm({ values: initialValues });
    // initialValues is rebuilt on each render: only an opening resets the form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, resetForm]);
  return formik;
}

export interface EntityDialogProps {
  open: boolean;
  /** Names the dialog by its title (`{id}-title`). */
  id: string;
  title: string;
  isNew: boolean;
  submitting: boolean;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
  maxWidth?: DialogProps['maxWidth'];
  /** Extra buttons left of Cancel (e.g. delete). */
  extraActions?: ReactNode;
  /** The submit button's text when it is not Add (new) / Save. */
  submitLabel?: string;
  /** A long form: full screen on phones, its content scrolling between the title and the buttons. */
  large?: boolean;
  /** Between the title and the content (e.g. tabs). */
  header?: ReactNode;
  contentSx?: SxProps<Theme>;
}

/** An add/edit dialog: title, the fields, Cancel and Add (new) or Save; it cannot be closed while saving. */
export function EntityDialog({
  open,
  id,
  title,
  isNew,
  submitting,
  onSubmit,
  onClose,
  children,
  maxWidth = 'xs',
  extraActions,
  submitLabel,
  large = false,
  header,
  contentSx,
}: EntityDialogProps) {
  const { t } = useTranslation();
  const phone = usePhone();
  return (
    <Dialog open={open} onClose={submitting ? undefined : onClose} fullWidth maxWidth={maxWidth} fullScreen={large && phone} aria-labelledby={`${id}-title`}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
        // The title, content and buttons lay out as the dialog's own column, so only the content scrolls.
        style={large ? { display: 'contents' } : undefined}
      >
        <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
        {header}
        <DialogContent dividers sx={contentSx}>
          {children}
        </DialogContent>
        <DialogSubmitActions
          submitting={submitting}
          submitLabel={submitLabel ?? (isNew ? t('common.add') : t('common.save'))}
          onCancel={onClose}
          extraActions={extraActions}
        />
      </form>
    </Dialog>
  );
}
