import { useLayoutEffect, useRef, useState } from 'react';
import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import type { QuickMessageDTO } from '@zapdesk/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { ButtonWithSpinner } from '../../../components/ButtonWithSpinner';
import { useFieldError } from '../../../hooks/useFieldError';
import { toastError } from '../../../lib/toast-error';
import { useAuth } from '../../../session/useAuth';
import { createQuickMessage, removeQuickMessageMedia, updateQuickMessage, uploadQuickMessageMedia } from '../../../resources/quick-messages/api';
import { canChangeQuickMessageSwitches } from '../../../resources/quick-messages/permissions';
import {
  attachmentDisplayName,
  initialQuickMessageValues,
  insertAtCaret,
  quickMessageFormSchema,
  toQuickMessageInput,
  type QuickMessageFormValues,
} from '../quick-message-form';
import { MessageVariablesPicker } from './MessageVariablesPicker';
import { QuickMessageAttachment } from './QuickMessageAttachment';

interface QuickMessageDialogProps {
  open: boolean;
  /** The reply to edit; null adds one. */
  record: QuickMessageDTO | null;
  onClose: () => void;
  /** Called with each saved state (the reply, then the reply with its new or removed attachment). */
  onSaved: (record: QuickMessageDTO, isNew: boolean) => void;
}

/** Adds or edits a quick reply: shortcode, message with the variables helper, the two switches and an attachment. */
export function QuickMessageDialog({ open, record, onClose, onSaved }: QuickMessageDialogProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" fullScreen={phone} aria-labelledby="quick-message-dialog-title">
      <DialogTitle id="quick-message-dialog-title">{record ? t('quickMessages.dialog.editTitle') : t('quickMessages.dialog.addTitle')}</DialogTitle>
      {/* Mounted only while open: each opening starts from the record as it is now. */}
      {open && <QuickMessageForm record={record} onClose={onClose} onSaved={onSaved} />}
    </Dialog>
  );
}

function QuickMessageForm({ record, onClose, onSaved }: Omit<QuickMessageDialogProps, 'open'>) {
  const { t } = useTranslation();
  const { user } = useAuth();
  // Set when a create succeeded but its upload failed: saving again updates that reply instead of adding a twin.
  const [created, setCreated] = useState<QuickMessageDTO | null>(null);
  const current = record ?? created;
  const withSwitches = canChangeQuickMessageSwitches(user, record);
  const [file, setFile] = useState<File | null>(null);
  const [removeCurrent, setRemoveCurrent] = useState(false);
  const messageField = useRef<HTMLTextAreaElement>(null);
  const messageTouched = useRef(false);
  const pendingCaret = useRef<number | null>(null);

  const formik = useFormik<QuickMessageFormValues>({
    initialValues: initialQuickMessageValues(record),
    validationSchema: quickMessageFormSchema,
    onSubmit: async (values) => {
      try {
        const input = toQuickMessageInput(values, withSwitches);
        let saved = current ? await updateQuickMessage(current.id, input) : await createQuickMessage(input);
        if (!current) setCreated(saved);
        onSaved(saved, !current);
        if (file) saved = await uploadQuickMessageMedia(saved.id, file);
        else if (removeCurrent && current?.mediaPath) saved = await removeQuickMessageMedia(saved.id);
        onSaved(saved, false);
        toast.success(t('quickMessages.saved'));
        onClose();
      } catch (error) {
        toastError(error);
      }
    },
  });
  const fieldError = useFieldError(formik);
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

  const attachmentName = file ? attachmentDisplayName(file.name) : removeCurrent ? null : (current?.mediaName ?? null);

  return (
    <form noValidate onSubmit={formik.handleSubmit}>
      <DialogContent dividers sx={{ display: 'grid', gap: 2 }}>
        <TextField
          margin="none"
          label={t('quickMessages.dialog.shortcode')}
          autoFocus
          autoComplete="off"
          {...formik.getFieldProps('shortcode')}
          {...fieldError('shortcode', t('quickMessages.dialog.shortcodeHint'))}
        />
        <Box sx={{ display: 'grid', gap: 1 }}>
          <TextField
            margin="none"
            label={t('quickMessages.dialog.message')}
            multiline
            minRows={4}
            maxRows={12}
            inputRef={messageField}
            onFocus={() => {
              messageTouched.current = true;
            }}
            {...formik.getFieldProps('message')}
            {...fieldError('message')}
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
        <QuickMessageAttachment
          name={attachmentName}
          disabled={formik.isSubmitting}
          onChoose={setFile}
          onRemove={() => {
            setFile(null);
            setRemoveCurrent(true);
          }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onClose} color="inherit" disabled={formik.isSubmitting}>
          {t('common.cancel')}
        </Button>
        <ButtonWithSpinner type="submit" variant="contained" loading={formik.isSubmitting}>
          {record ? t('common.save') : t('common.add')}
        </ButtonWithSpinner>
      </DialogActions>
    </form>
  );
}
