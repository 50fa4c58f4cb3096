import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ButtonWithSpinner } from '../../../../components/ButtonWithSpinner';
import { textMatches } from '../../../../lib/paged-list';
import { fileListQueries } from '../../../../resources/files/keys';

export interface SendFileListDialogProps {
  /** True while the chosen list is being sent: the dialog stays, its choices locked. */
  isSending: boolean;
  onSend: (fileListId: number) => void;
  onClose: () => void;
}

/**
 * 'Enviar lista de arquivos': the company's file lists (the pickers' whole list, kept live by the file events),
 * searched by name; the chosen one is sent. Radio buttons, so the keyboard picks with the arrows.
 */
export function SendFileListDialog({ isSending, onSend, onClose }: SendFileListDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<number | null>(null);
  const lists = useQuery(fileListQueries.options());
  const shown = (lists.data ?? []).filter((list) => textMatches(search, list.name));

  let body;
  if (lists.isPending) body = <CircularProgress size={24} sx={{ display: 'block', mx: 'auto', my: 2 }} aria-label={t('conversation.input.fileListOptions')} />;
  else if (lists.isError) body = <Typography color="error">{t('files.loadError')}</Typography>;
  else if (shown.length === 0)
    body = <Typography color="text.secondary">{t(lists.data.length === 0 ? 'files.empty' : 'conversation.input.fileListNoMatch')}</Typography>;
  else
    body = (
      <RadioGroup
        aria-label={t('conversation.input.fileListOptions')}
        value={chosen === null ? '' : String(chosen)}
        onChange={(_, value) => setChosen(Number(value))}
      >
        {shown.map((list) => (
          <FormControlLabel
            key={list.id}
            value={String(list.id)}
            disabled={isSending}
            control={<Radio />}
            sx={{ mx: 0, py: 0.5, alignItems: 'flex-start', '& .MuiRadio-root': { mt: -0.75 } }}
            label={
              <Box sx={{ minWidth: 0 }}>
                <Typography sx={{ overflowWrap: 'anywhere' }}>{list.name}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {t('conversation.input.fileListFiles', { count: list.options.filter((option) => option.file).length })}
                </Typography>
              </Box>
            }
          />
        ))}
      </RadioGroup>
    );

  return (
    <Dialog open onClose={isSending ? undefined : onClose} maxWidth="xs" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('conversation.input.fileListTitle')}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          size="small"
          margin="dense"
          type="search"
          label={t('conversation.input.fileListSearch')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          sx={{ mb: 1 }}
        />
        {body}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} color="inherit" disabled={isSending}>
          {t('common.cancel')}
        </Button>
        <ButtonWithSpinner
          variant="contained"
          loading={isSending}
          disabled={chosen === null || !shown.some((list) => list.id === chosen)}
          onClick={() => chosen !== null && onSend(chosen)}
        >
          {t('conversation.input.send')}
        </ButtonWithSpinner>
      </DialogActions>
    </Dialog>
  );
}
