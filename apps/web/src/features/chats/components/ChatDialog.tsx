import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import type { ChatDTO } from '@zapdesk/shared';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { ButtonWithSpinner } from '../../../components/ButtonWithSpinner';
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
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" fullScreen={phone} aria-labelledby="chat-dialog-title">
      <DialogTitle id="chat-dialog-title">{chat ? t('chats.dialog.editTitle') : t('chats.dialog.addTitle')}</DialogTitle>
      {/* Mounted only while open: each opening starts from the chat as it is now. */}
      {open && <ChatForm chat={chat} onClose={onClose} onSaved={onSaved} />}
    </Dialog>
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
    <form noValidate onSubmit={formik.handleSubmit}>
      <DialogContent dividers sx={{ display: 'grid', gap: 2 }}>
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
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onClose} color="inherit" disabled={formik.isSubmitting}>
          {t('common.cancel')}
        </Button>
        <ButtonWithSpinner type="submit" variant="contained" loading={formik.isSubmitting}>
          {t('common.save')}
        </ButtonWithSpinner>
      </DialogActions>
    </form>
  );
}
