import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import TextField from '@mui/material/TextField';
import type { MessageDTO } from '@zapdesk/shared';
import { ConfirmationModal } from '../../../../components/ConfirmationModal';
import { toastError } from '../../../../lib/toast-error';
import { editMessage } from '../../../../resources/messages/api';

interface EditMessageDialogProps {
  message: MessageDTO;
  onEdited: (message: MessageDTO) => void;
  onClose: () => void;
}

/** 'Editar mensagem': the new text goes to the customer through WhatsApp; the bubble then shows 'Editada'. */
export function EditMessageDialog({ message, onEdited, onClose }: EditMessageDialogProps) {
  const { t } = useTranslation();
  const [body, setBody] = useState(message.body);
  const [saving, setSaving] = useState(false);
  const unchanged = body.trim() === '' || body === message.body;

  const save = async () => {
    if (unchanged) return onClose();
    setSaving(true);
    try {
      onEdited(await editMessage(message.id, body));
      onClose();
    } catch (error) {
      toastError(error);
      setSaving(false);
    }
  };

  return (
    <ConfirmationModal
      open
      title={t('conversation.message.editTitle')}
      confirmLabel={t('common.save')}
      confirmColor="primary"
      loading={saving}
      onClose={onClose}
      onConfirm={save}
    >
      <TextField
        autoFocus
        fullWidth
        multiline
        maxRows={8}
        margin="dense"
        label={t('conversation.input.message')}
        value={body}
        onChange={(event) => setBody(event.target.value)}
      />
    </ConfirmationModal>
  );
}
