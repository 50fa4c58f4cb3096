import { useTranslation } from 'react-i18next';
import type { AnnouncementDTO } from '@zapdesk/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { formatDateTime } from '../../../lib/dates';
import { announcementMediaUrl } from '../../../resources/announcements/api';
import { PriorityChip } from './PriorityChip';

/** One announcement read in full: title, priority, date, the whole text and the picture. */
export function AnnouncementViewDialog({ record, onClose }: { record: AnnouncementDTO | null; onClose: () => void }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const image = record ? announcementMediaUrl(record) : null;
  return (
    <Dialog open={record !== null} onClose={onClose} fullWidth maxWidth="sm" fullScreen={phone} aria-labelledby="announcement-view-title">
      {record && (
        <>
          <DialogTitle id="announcement-view-title" sx={{ overflowWrap: 'anywhere' }}>
            {record.title}
          </DialogTitle>
          <DialogContent dividers sx={{ display: 'grid', gap: 2 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
              <PriorityChip priority={record.priority} />
              <Typography variant="body2" color="text.secondary">
                {formatDateTime(record.createdAt)}
              </Typography>
            </Box>
            <Typography variant="body1" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {record.text}
            </Typography>
            {image && (
              <Box
                component="img"
                src={image}
                alt={record.mediaName ?? record.title}
                sx={{ display: 'block', maxWidth: '100%', maxHeight: '60vh', objectFit: 'contain', borderRadius: 1, mx: 'auto' }}
              />
            )}
          </DialogContent>
          <DialogActions sx={{ px: 3, py: 2 }}>
            <Button onClick={onClose} variant="contained">
              {t('common.close')}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
