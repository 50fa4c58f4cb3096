import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { MessageDTO } from '@zapdesk/shared';
import { ConfirmationModal } from '../../../../components/ConfirmationModal';
import { toastError } from '../../../../lib/toast-error';
import { deleteMessage } from '../../api/conversation-api';

interface MessageMenuProps {
  anchor: HTMLElement;
  message: MessageDTO;
  canDelete: boolean;
  onReply: (message: MessageDTO) => void;
  /** The message as the API answered the deletion (marked deleted). */
  onDeleted: (message: MessageDTO) => void;
  onClose: () => void;
}

/** A message's options: 'Responder', and 'Deletar' (for everyone, after a confirmation) for our own messages. */
export function MessageMenu({ anchor, message, canDelete, onReply, onDeleted, onClose }: MessageMenuProps) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const confirmDelete = async () => {
    setDeleting(true);
    try {
      onDeleted(await deleteMessage(message.id));
      onClose();
    } catch (error) {
      toastError(error);
      setDeleting(false);
    }
  };

  return (
    <>
      <Menu anchorEl={anchor} open={!confirming} onClose={onClose} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} transformOrigin={{ vertical: 'top', horizontal: 'right' }}>
        <MenuItem
          onClick={() => {
            onReply(message);
            onClose();
          }}
        >
          {t('conversation.message.reply')}
        </MenuItem>
        {canDelete && <MenuItem onClick={() => setConfirming(true)}>{t('conversation.message.delete')}</MenuItem>}
      </Menu>
      <ConfirmationModal
        open={confirming}
        title={t('conversation.message.deleteTitle')}
        confirmLabel={t('conversation.message.delete')}
        loading={deleting}
        onClose={onClose}
        onConfirm={confirmDelete}
      >
        {t('conversation.message.deleteText')}
      </ConfirmationModal>
    </>
  );
}
