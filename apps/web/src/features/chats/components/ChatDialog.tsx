import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import type { ChatDTO } from '@zapdesk/shared';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { DialogForm, FormDialog } from '../../../components/form-dialog/FormDialog';
import { useFieldError } from '../../../hooks/useFieldError';
import { useAuth } from '../../../session/useAuth';
import { createChat, updateChat } from '../api/chats-api';
import type { UserOption as ChatUserOption } from '../../../resources/users/api';
import { userQueries } from '../../../resources/users/keys';
import { chatFormSchema, initialChatValues, toChatInput, type ChatFormValues } from '../chat-form';

interface ChatDialogProps {
  open: boolean;
  /** The chat to edit (its owner only); null starts a new one. */
  chat: ChatDTO | null;
  onClose: () => void;
  onSaved: (chat: ChatDTO, isNew: boolean) => void;
}

/** The new/edit chat dialog (spec §2): a title and the company users taking part. */
export function ChatDialog({ open, chat, onClose, onSaved }: ChatDialogProps) {
  const { t } = useTranslation();
  return (
    <FormDialog open={open} id="chat-dialog" title={chat ? t('chats.dialog.editTitle') : t('chats.dialog.addTitle')} onClose={onClose}>
      <ChatForm chat={chat} onClose={onClose} onSaved={onSaved} />
    </FormDialog>
  );
}

function ChatForm({ chat, onClose, onSaved }: Omit<ChatDialogProps, 'open'>) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const myId = user?.id ?? 0;
  const options = useQuery(userQueries.options());
  // I am a member of every chat I save (the API adds the owner): only the others are offered.
  const others = (options.data ?? []).filter((option) => option.id !== myId);

  const formik = useFormik<ChatFormValues>({
    initialValues: initialChatValues(chat, myId),
    validationSchema: chatFormSchema,
    onSubmit: async (values) => {
      try {
        const input = toChatInput(values);
        const saved = chat ? await updateChat(chat.id, input) : await createChat(input);
        onSaved(saved, !chat);
        onClose();
      } catch {
        // Spec §8: chat errors are swallowed silently; the dialog stays open with what was typed.
      }
    },
  });
  const fieldError = useFieldError(formik);
  const usersError = fieldError('users');
  // A member the list does not offer (a user deleted since) keeps its name from the chat.
  const known = new Map<number, ChatUserOption>([
    ...(chat?.users ?? []).map((member) => [member.userId, member.user] as const),
    ...others.map((option) => [option.id, option] as const),
  ]);
  const selected = formik.values.users.map((id) => known.get(id) ?? { id, name: String(id) });

  return (
    <DialogForm onSubmit={formik.handleSubmit} submitting={formik.isSubmitting} submitLabel={t('common.save')} onCancel={onClose}>
      <TextField margin="none" label={t('chats.dialog.title')} autoFocus autoComplete="off" {...formik.getFieldProps('title')} {...fieldError('title')} />
      <Autocomplete
        multiple
        options={others}
        loading={options.isPending}
        value={selected}
        onChange={(_, chosen) =>
          void formik.setFieldValue(
            'users',
            chosen.map((option) => option.id),
          )
        }
        onBlur={() => void formik.setFieldTouched('users', true)}
        getOptionLabel={(option) => option.name}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        filterSelectedOptions
        noOptionsText={t('chats.dialog.noUsers')}
        loadingText={t('chats.dialog.loadingUsers')}
        renderInput={(params) => (
          <TextField {...params} margin="none" label={t('chats.dialog.users')} error={usersError.error} helperText={usersError.helperText} />
        )}
      />
    </DialogForm>
  );
}
