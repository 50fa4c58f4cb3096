import { useTranslation } from 'react-i18next';
import type { HelpDTO } from '@zapdesk/shared';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { embedUrl } from '../api/helps-api';

/** The embedded YouTube player of a help video; Escape, the backdrop or the close button closes it. */
export function HelpVideoDialog({ help, onClose }: { help: HelpDTO | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={help !== null} onClose={onClose} maxWidth="md" fullWidth aria-labelledby="help-video-title">
      {help && (
        <>
          <DialogTitle id="help-video-title" sx={{ pr: 7 }}>
            {help.title}
            <IconButton aria-label={t('helps.close')} onClick={onClose} sx={{ position: 'absolute', right: 12, top: 12 }}>
              <CloseIcon />
            </IconButton>
          </DialogTitle>
          <DialogContent sx={{ pb: 3 }}>
            {help.video ? (
              <Box sx={{ position: 'relative', aspectRatio: '16 / 9', borderRadius: 1, overflow: 'hidden', bgcolor: '#000' }}>
                <Box
                  component="iframe"
                  src={embedUrl(help.video)}
                  title={help.title}
                  allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
                  allowFullScreen
                  sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
                />
              </Box>
            ) : (
              <Typography color="text.secondary">{t('helps.noVideo')}</Typography>
            )}
            {help.description && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 2, whiteSpace: 'pre-line' }}>
                {help.description}
              </Typography>
            )}
          </DialogContent>
        </>
      )}
    </Dialog>
  );
}
