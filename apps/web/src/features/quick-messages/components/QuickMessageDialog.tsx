import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuickMessageDTO } from '@zapdesk/shared';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import AttachFileOutlined from '@mui/icons-material/AttachFileOutlined';
import { AttachmentPicker } from '../../../components/attachment/AttachmentPicker';
import { useAttachmentForm } from '../../../components/attachment/useAttachmentForm';
import { DialogForm, FormDialog } from '../../../components/form-dialog/FormDialog';
import type { RecordDialogProps } from '../../../components/list-page/useRecordDialog';
import { useFieldError } from '../../../hooks/useFieldError';
import { useTextFieldProps } from '../../../hooks/useTextFieldProps';
import { useAuth } from '../../../session/useAuth';
import { createQuickMessage, removeQuickMessageMedia, updateQuickMessage, uploadQuickMessageMedia } from '../../../resources/quick-messages/api';
import { canChangeQuickMessageSwitches } from '../../../resources/quick-messages/permissions';
import { attachmentDisplayName, initialQuickMessageValues, insertAtCaret, quickMessageFormSchema, toQuickMessageInput } from '../quick-message-form';
import { MessageVariablesPicker } from './MessageVariablesPicker';

const QUICK_MESSAGE_API = { create: createQuickMessage, update: updateQuickMessage, upload: uploadQuickMessageMedia, removeMedia: removeQuickMessageMedia };

/**
 * Adds or edits a quick reply: shortcode, message with the variables helper, the two switches and an attachment.
 * `onSaved` hears each saved state (the reply, then the reply with its new or removed attachment).
 */
export function QuickMessageDialog({ open, record, onClose, onSaved }: RecordDialogProps<QuickMessageDTO>) {
  const { t } = useTranslation();
  return (
    <FormDialog
      open={open}
      id="quick-message-dialog"
      title={record ? t('quickMessages.dialog.editTitle') : t('quickMessages.dialog.addTitle')}
      onClose={onClose}
    >
      <QuickMessageForm record={record} onClose={onClose} onSaved={onSaved} />
    </FormDialog>
  );
}

function QuickMessageForm(props: Omit<RecordDialogProps<QuickMessageDTO>, 'open'>) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const withSwitches = canChangeQuickMessageSwitches(user, props.record);
  const messageField = useRef<HTMLTextAreaElement>(null);
  const messageTouched = useRef(false);
  const pendingCaret = useRef<number | null>(null);

  const { formik, form, picker } = useAttachmentForm(props, {
    api: QUICK_MESSAGE_API,
    // The server stores the name with underscores for spaces: a chosen file shows as it will be saved.
    displayName: attachmentDisplayName,
    initialValues: initialQuickMessageValues(props.record),
    validationSchema: quickMessageFormSchema,
    toInput: (values) => toQuickMessageInput(values, withSwitches),
    savedMessage: t('quickMessages.saved'),
  });
  const fieldError = useFieldError(formik);
  const text = useTextFieldProps(formik);
  const message = formik.values.message;

  const insertVariable = (token: string) => {
    const field = messageField.current;
    const selection = field && messageTouched.current ? { start: field.selectionStart, end: field.selectionEnd } : null;
    const next = insertAtCaret(message, selection, token);
    pendingCaret.current = next.caret;
    void formik.setFieldValue('message', next.text);
  };

  // After an insertion renders, the caret goes right after the inserted variable.
  useLayoutEffect(() => {
    const caret = pendingCaret.current;
    const field = messageField.current;
    if (caret === null || !field) return;
    pendingCaret.current = null;
    field.focus();
    field.setSelectionRange(caret, caret);
  }, [message]);

  return (
    <DialogForm {...form}>
      <TextField
        {...text('shortcode', t('quickMessages.dialog.shortcode'), fieldError('shortcode', t('quickMessages.dialog.shortcodeHint')))}
        autoFocus
        autoComplete="off"
      />
      <Box sx={{ display: 'grid', gap: 1 }}>
        <TextField
          {...text('message', t('quickMessages.dialog.message'))}
          multiline
          minRows={4}
          maxRows={12}
          inputRef={messageField}
          onFocus={() => {
            messageTouched.current = true;
          }}
        />
        <MessageVariablesPicker onInsert={insertVariable} disabled={formik.isSubmitting} />
      </Box>
      {withSwitches && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3 }}>
          <FormControlLabel
            control={<Switch checked={formik.values.geral} onChange={(event) => void formik.setFieldValue('geral', event.target.checked)} />}
            label={t('quickMessages.dialog.geral')}
          />
          <FormControlLabel
            control={<Switch checked={formik.values.status} onChange={(event) => void formik.setFieldValue('status', event.target.checked)} />}
            label={t('quickMessages.dialog.status')}
          />
        </Box>
      )}
      <AttachmentPicker
        {...picker}
        icon={<AttachFileOutlined />}
        testId="quick-message-file"
        texts={{
          attach: t('quickMessages.dialog.attach'),
          replace: t('quickMessages.dialog.replaceAttachment'),
          remove: t('quickMessages.dialog.removeAttachment'),
        }}
      />
    </DialogForm>
  );
}
