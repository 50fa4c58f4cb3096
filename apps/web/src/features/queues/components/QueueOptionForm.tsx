import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { QueueOptionLimits } from '@zapdesk/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { ButtonWithSpinner } from '../../../components/ButtonWithSpinner';
import type { QueueOptionPayload } from '../../../resources/queues/api';

interface QueueOptionFormProps {
  /** The option being edited, or blank fields for a new one. */
  initial?: QueueOptionPayload;
  /** Names the form for screen readers ('Nova opção', 'Editar Financeiro'). */
  label: string;
  onSave: (payload: QueueOptionPayload) => Promise<void>;
  onCancel: () => void;
}

/** Edits an option's title and message in place (no dialog), for a new option or an existing one. */
export function QueueOptionForm({ initial = { title: '', message: '' }, label, onSave, onCancel }: QueueOptionFormProps) {
  const { t } = useTranslation();
  const [title, setTitle] = useState(initial.title);
  const [message, setMessage] = useState(initial.message);
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const titleError = submitted && !title.trim() ? t('validation.required') : undefined;

  // A nested <form> is invalid inside the queue modal's form: this one saves by its own button or Enter.
  const save = async (event?: FormEvent) => {
    event?.preventDefault();
    setSubmitted(true);
    if (!title.trim()) return;
    setSaving(true);
    try {
      await onSave({ title: title.trim(), message });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Box role="group" aria-label={label} sx={{ display: 'grid', gap: 1.5, p: 1.5, borderRadius: 1, bgcolor: 'action.hover' }}>
      <TextField
        size="small"
        margin="none"
        label={t('queues.options.titleLabel')}
        value={title}
        autoFocus
        onChange={(event) => setTitle(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') void save(event);
          if (event.key === 'Escape') {
            event.stopPropagation();
            onCancel();
          }
        }}
        error={Boolean(titleError)}
        helperText={titleError}
        slotProps={{ htmlInput: { maxLength: QueueOptionLimits.titleMax } }}
      />
      <TextField
        size="small"
        margin="none"
        label={t('queues.options.message')}
        value={message}
        multiline
        minRows={2}
        maxRows={6}
        onChange={(event) => setMessage(event.target.value)}
        slotProps={{ htmlInput: { maxLength: QueueOptionLimits.messageMax } }}
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
        <Button size="small" color="inherit" onClick={onCancel} disabled={saving}>
          {t('common.cancel')}
        </Button>
        <ButtonWithSpinner size="small" variant="contained" loading={saving} onClick={() => void save()}>
          {t('queues.options.save')}
        </ButtonWithSpinner>
      </Box>
    </Box>
  );
}
