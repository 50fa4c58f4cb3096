import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import FolderCopyRounded from '@mui/icons-material/FolderCopyRounded';
import { toastError } from '../../../../lib/toast-error';
import { sendFileList } from '../../../../resources/messages/send-message-api';
import { lazyDialog } from '../../../../components/lazy-dialog';

/** The list picker loads when the button is first used, not with every conversation. */
const SendFileListDialog = lazyDialog(() => import('./SendFileListDialog'), 'SendFileListDialog');

export interface FileListButtonProps {
  ticketId: number;
  /** The composer's own state (ticket not open, a send running). */
  disabled: boolean;
  /** The composer's 'Assinar' switch: the API signs the list's text with the attendant's name. */
  isSigning: boolean;
}

/**
 * 'Lista de arquivos', beside the attach button: opens the picker of the company's file lists and sends the
 * chosen one in the ticket (the messages arrive in the history through the live events, as other sends').
 */
export function FileListButton({ ticketId, disabled, isSigning }: FileListButtonProps) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  const send = useMutation({
    mutationFn: (fileListId: number) => sendFileList(ticketId, fileListId, isSigning),
    onSuccess: () => setOpen(false),
    onError: toastError,
  });
  return (
    <>
      <Tooltip title={t('conversation.input.fileList')}>
        <span>
          <IconButton aria-label={t('conversation.input.fileList')} aria-haspopup="dialog" disabled={disabled || send.isPending} onClick={() => setOpen(true)}>
            <FolderCopyRounded />
          </IconButton>
        </span>
      </Tooltip>
      {isOpen && <SendFileListDialog isSending={send.isPending} onSend={(id) => send.mutate(id)} onClose={() => setOpen(false)} />}
    </>
  );
}
