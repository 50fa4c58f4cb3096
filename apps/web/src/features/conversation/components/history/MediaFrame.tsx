import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import BrokenImageOutlined from '@mui/icons-material/BrokenImageOutlined';
import { useMediaObjectUrl } from '../../hooks/useMediaObjectUrl';

interface MediaFrameProps {
  mediaUrl: string | null;
  /** The size the media takes while it loads, so the history does not jump when it arrives. */
  width: number;
  height: number;
  children: (objectUrl: string) => ReactNode;
}

/** Fetches a message's media with authorisation and hands its object URL to the player or picture. */
export function MediaFrame({ mediaUrl, width, height, children }: MediaFrameProps) {
  const { t } = useTranslation();
  const { objectUrl, isLoading, isError } = useMediaObjectUrl(mediaUrl);
  if (objectUrl) return <>{children(objectUrl)}</>;
  if (isLoading) return <Skeleton variant="rounded" aria-label={t('conversation.media.loading')} sx={{ width, maxWidth: '100%', height }} />;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary', py: 1 }}>
      <BrokenImageOutlined fontSize="small" />
      <Typography variant="body2">{t(isError ? 'conversation.media.loadError' : 'conversation.media.unavailable')}</Typography>
    </Box>
  );
}
