import type { FormikConfig, FormikProps, FormikValues } from 'formik';
import { useTranslation } from 'react-i18next';
import { useEntityForm } from '../list-page/EntityDialog';
import type { RecordDialogProps } from '../list-page/useRecordDialog';
import { useSaveWithAttachment, type AttachmentSaveApi, type WithMedia } from './useSaveWithAttachment';

interface AttachmentFormOptions<Rec extends WithMedia, Input, Values extends FormikValues> {
  api: AttachmentSaveApi<Rec, Input>;
  /** How a chosen file's name is shown (the server may store it changed). */
  displayName?: (fileName: string) => string;
  initialValues: Values;
  validationSchema: FormikConfig<Values>['validationSchema'];
  toInput: (values: Values) => Input;
  savedMessage: string;
}

interface AttachmentForm<Values extends FormikValues> {
  formik: FormikProps<Values>;
  /** The DialogForm's props: submit, spinner, Add (new) or Save, Cancel. */
  form: { onSubmit: FormikProps<Values>['handleSubmit']; submitting: boolean; submitLabel: string; onCancel: () => void };
  /** The AttachmentPicker's props: the file's name, choose, remove; disabled while saving. */
  picker: { name: string | null; disabled: boolean; onChoose: (file: File) => void; onRemove: () => void };
}

/**
 * The form of an add/edit FormDialog whose record carries one attached file (announcements, quick replies): it
 * saves the record then its file, toasts, closes, and hands each saved state over (the record, then the record
 * with its new or removed file). Mounted while the dialog is open, so each opening starts from the record.
 */
export function useAttachmentForm<Rec extends WithMedia, Input, Values extends FormikValues>(
  { record, onClose, onSaved }: Omit<RecordDialogProps<Rec>, 'open'>,
  { api, displayName, initialValues, validationSchema, toInput, savedMessage }: AttachmentFormOptions<Rec, Input, Values>,
): AttachmentForm<Values> {
  const { t } = useTranslation();
  const attachment = useSaveWithAttachment(record, api, displayName);
  const formik = useEntityForm<Values, void>({
    open: true,
    initialValues,
    validationSchema,
    // attachment.save hands each saved state over itself.
    save: (values) => attachment.save(toInput(values), onSaved),
    savedMessage,
    onSaved: () => undefined,
    onClose,
  });
  return {
    formik,
    form: { onSubmit: formik.handleSubmit, submitting: formik.isSubmitting, submitLabel: record ? t('common.save') : t('common.add'), onCancel: onClose },
    picker: { name: attachment.name, disabled: formik.isSubmitting, onChoose: attachment.choose, onRemove: attachment.remove },
  };
}
