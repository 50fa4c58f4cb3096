import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import DeleteOutlineOutlined from '@mui/icons-material/DeleteOutlineOutlined';
import { formatDateTime } from '../../../lib/dates';
import type { TicketNoteDTO } from '@zapdesk/shared';

/** One note: its text, who wrote it and when (DD/MM/YYYY HH:mm), and a delete button when allowed. */
export function TicketNoteItem({ note, onDelete }: { note: TicketNoteDTO; onDelete?: () => void }) {
  const { t } = useTranslation();
  return (
    <Box
      component="li"
      sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', p: 1.5, borderRadius: 1, border: 1, borderColor: 'divider', bgcolor: 'background.default' }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {note.note}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
          {note.user?.name ?? t('contacts.notes.unknownUser')} · {formatDateTime(note.createdAt)}
        </Typography>
      </Box>
      {onDelete && (
        <IconButton size="small" aria-label={t('contacts.notes.delete')} onClick={onDelete}>
          <DeleteOutlineOutlined fontSize="small" />
        </IconButton>
      )}
    </Box>
  );
}
