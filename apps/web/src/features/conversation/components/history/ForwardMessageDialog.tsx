import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { ContactRefDTO, MessageDTO } from '@zapdesk/shared';
import { ConfirmationModal } from '../../../../components/ConfirmationModal';
import { toastError } from '../../../../lib/toast-error';
import { forwardMessages } from '../../../../resources/messages/api';
import { canSearchContacts, useContactSearch } from '../../../../resources/contacts/useContactSearch';

interface ForwardMessageDialogProps {
  /** One message (its menu) or a selection, in the history's order. */
  messages: MessageDTO[];
  onClose: () => void;
  /** After the API took them (select mode ends there). */
  onForwarded?: () => void;
}

/** 'Encaminhar mensagem': the messages go, in order, to the chosen contact's ticket on this ticket's connection. */
export function ForwardMessageDialog({ messages, onClose, onForwarded }: ForwardMessageDialogProps) {
  const { t } = useTranslation();
  const [contact, setContact] = useState<ContactRefDTO | null>(null);
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const typing = contact === null || text !== contact.name;
  const { contacts, isSearching } = useContactSearch(text, typing);
  const many = messages.length > 1;

  const send = async () => {
    if (!contact) return;
    setSending(true);
    try {
      await forwardMessages(
        messages.map((message) => message.id),
        contact.id,
      );
      toast.success(t(many ? 'conversation.message.forwardedMany' : 'conversation.message.forwarded', { name: contact.name, count: messages.length }));
      onForwarded?.();
      onClose();
    } catch (error) {
      toastError(error);
      setSending(false);
    }
  };

  return (
    <ConfirmationModal
      open
      title={many ? t('conversation.message.forwardTitleMany', { count: messages.length }) : t('conversation.message.forwardTitle')}
      confirmLabel={t('conversation.message.forward')}
      confirmColor="primary"
      loading={sending}
      onClose={onClose}
      onConfirm={send}
    >
      <Autocomplete<ContactRefDTO>
        options={typing ? contacts : []}
        value={contact}
        inputValue={text}
        onInputChange={(_, next) => setText(next)}
        onChange={(_, next) => setContact(next)}
        filterOptions={(all) => all}
        loading={isSearching}
        loadingText={t('conversation.message.searchingContacts')}
        noOptionsText={canSearchContacts(text) ? t('conversation.message.noContacts') : t('conversation.message.typeMore')}
        getOptionLabel={(option) => option.name}
        getOptionKey={(option) => option.id}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        renderInput={(params) => <TextField {...params} autoFocus margin="dense" label={t('conversation.message.forwardTo')} />}
      />
    </ConfirmationModal>
  );
}
