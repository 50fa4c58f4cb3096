import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import Divider from '@mui/material/Divider';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { MessageDTO } from '@zapdesk/shared';
import { ConfirmationModal } from '../../../../components/ConfirmationModal';
import { toastError } from '../../../../lib/toast-error';
import { deleteMessage, reactToMessage } from '../../../../resources/messages/api';
import { canEditMessage, canForwardMessage, copyableText, ownReaction } from '../../message-actions';
import { EditMessageDialog } from './EditMessageDialog';
import { ForwardMessageDialog } from './ForwardMessageDialog';
import { ReactionBar } from './ReactionBar';

interface MessageMenuProps {
  anchor: HTMLElement;
  message: MessageDTO;
  /** The user may act on this ticket's messages (its user or an admin): react, edit, forward. */
  canAct: boolean;
  canDelete: boolean;
  onReply: (message: MessageDTO) => void;
  /** Starts select mode with this message ticked (to forward several). */
  onSelect: (message: MessageDTO) => void;
  /** A message as the API answered a change (deleted, edited, reacted to), put into the history at once. */
  onChanged: (message: MessageDTO) => void;
  onClose: () => void;
}

type Step = 'menu' | 'delete' | 'edit' | 'forward';

/**
 * A message's options, as WhatsApp users expect them: the quick reactions, 'Responder', 'Copiar', and for who
 * acts on the ticket 'Editar' (our text, 15 minutes), 'Encaminhar', 'Selecionar mensagens' (to forward several)
 * and 'Deletar' (ours, for everyone).
 */
export function MessageMenu({ anchor, message, canAct, canDelete, onReply, onSelect, onChanged, onClose }: MessageMenuProps) {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>('menu');
  const [busy, setBusy] = useState(false);
  const text = copyableText(message);

  const run = async (request: () => Promise<MessageDTO>) => {
    setBusy(true);
    try {
      onChanged(await request());
      onClose();
    } catch (error) {
      toastError(error);
      setBusy(false);
    }
  };

  const copy = async () => {
    onClose();
    try {
      await navigator.clipboard.writeText(text ?? '');
      toast.success(t('conversation.message.copied'));
    } catch (error) {
      toastError(error);
    }
  };

  const items = [
    {
      key: 'reply',
      show: true,
      onClick: () => {
        onReply(message);
        onClose();
      },
    },
    { key: 'copy', show: text !== null, onClick: () => void copy() },
    { key: 'edit', show: canAct && canEditMessage(message), onClick: () => setStep('edit') },
    { key: 'forward', show: canAct && canForwardMessage(message), onClick: () => setStep('forward') },
    {
      key: 'select',
      show: canAct && canForwardMessage(message),
      onClick: () => {
        onSelect(message);
        onClose();
      },
    },
    { key: 'delete', show: canDelete, onClick: () => setStep('delete') },
  ].filter((item) => item.show);

  return (
    <>
      <Menu
        anchorEl={anchor}
        open={step === 'menu'}
        onClose={onClose}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {canAct &&
          !message.isDeleted && [
            <ReactionBar
              key="reactions"
              current={ownReaction(message)}
              disabled={busy}
              onReact={(emoji) => void run(() => reactToMessage(message.id, emoji))}
            />,
            <Divider key="divider" />,
          ]}
        {items.map((item) => (
          <MenuItem key={item.key} onClick={item.onClick} disabled={busy}>
            {t(`conversation.message.${item.key}`)}
          </MenuItem>
        ))}
      </Menu>
      {step === 'edit' && <EditMessageDialog message={message} onEdited={onChanged} onClose={onClose} />}
      {step === 'forward' && <ForwardMessageDialog messages={[message]} onClose={onClose} />}
      <ConfirmationModal
        open={step === 'delete'}
        title={t('conversation.message.deleteTitle')}
        confirmLabel={t('conversation.message.delete')}
        loading={busy}
        onClose={onClose}
        onConfirm={() => run(() => deleteMessage(message.id))}
      >
        {t('conversation.message.deleteText')}
      </ConfirmationModal>
    </>
  );
}
