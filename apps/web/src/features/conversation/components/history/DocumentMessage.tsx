import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import Download from '@mui/icons-material/Download';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import type { MessageDTO } from '@zapdesk/shared';
import { saveFile } from '../../../../lib/save-file';
import { toastError } from '../../../../lib/toast-error';
import { fetchMedia } from '../../../../resources/messages/api';
import { messageKeys } from '../../../../resources/messages/keys';

/** A document: its file name and a download button (the file is fetched with authorisation on click). */
export function DocumentMessage({ message }: { message: MessageDTO }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [downloading, setDownloading] = useState(false);
  const { mediaUrl } = message;
  const filename = message.filename || t('conversation.media.document');

  const download = async () => {
    if (!mediaUrl) return;
    setDownloading(true);
    try {
      const blob = await queryClient.fetchQuery({ queryKey: messageKeys.media(mediaUrl), queryFn: () => fetchMedia(mediaUrl), staleTime: Infinity });
      saveFile(blob, filename);
    } catch (error) {
      toastError(error);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 1, borderRadius: 1.5, bgcolor: 'action.hover', minWidth: { xs: 0, sm: 220 } }}>
      <InsertDriveFileOutlined color="action" />
      <Typography variant="body2" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
        {filename}
      </Typography>
      {mediaUrl && (
        <IconButton size="small" onClick={() => void download()} disabled={downloading} aria-label={t('conversation.media.download', { name: filename })}>
          {downloading ? <CircularProgress size={18} /> : <Download fontSize="small" />}
        </IconButton>
      )}
    </Box>
  );
}
