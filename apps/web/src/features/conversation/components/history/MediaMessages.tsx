import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Close from '@mui/icons-material/Close';
import type { MessageDTO } from '@zapdesk/shared';
import { MediaFrame } from './MediaFrame';

const THUMB = { width: 260, height: 200 };
const STICKER = 140;

/** A picture as a thumbnail that opens large in a dialog. */
export function ImageMessage({ message }: { message: MessageDTO }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const alt = message.filename || t('conversation.media.image');
  return (
    <MediaFrame mediaUrl={message.mediaUrl} {...THUMB}>
      {(url) => (
        <>
          <ButtonBase
            onClick={() => setOpen(true)}
            aria-label={t('conversation.media.viewImage')}
            sx={{ display: 'block', borderRadius: 1.5, overflow: 'hidden', maxWidth: '100%' }}
          >
            <Box component="img" src={url} alt={alt} sx={{ display: 'block', ...THUMB, maxWidth: '100%', objectFit: 'cover' }} />
          </ButtonBase>
          <Dialog open={open} onClose={() => setOpen(false)} maxWidth="lg" slotProps={{ paper: { 'aria-label': alt } }}>
            <IconButton
              aria-label={t('conversation.media.close')}
              onClick={() => setOpen(false)}
              sx={{ position: 'absolute', top: 8, right: 8, bgcolor: 'rgba(0,0,0,0.5)', color: '#fff', '&:hover': { bgcolor: 'rgba(0,0,0,0.7)' } }}
            >
              <Close />
            </IconButton>
            <Box component="img" src={url} alt={alt} sx={{ display: 'block', maxWidth: '100%', maxHeight: '85vh', objectFit: 'contain' }} />
          </Dialog>
        </>
      )}
    </MediaFrame>
  );
}

/** A sticker: the picture alone, small and without a frame. */
export function StickerMessage({ message }: { message: MessageDTO }) {
  const { t } = useTranslation();
  return (
    <MediaFrame mediaUrl={message.mediaUrl} width={STICKER} height={STICKER}>
      {(url) => (
        <Box component="img" src={url} alt={t('conversation.media.sticker')} sx={{ display: 'block', width: STICKER, height: STICKER, objectFit: 'contain' }} />
      )}
    </MediaFrame>
  );
}

/** A voice note or audio file with the browser's player. */
export function AudioMessage({ message }: { message: MessageDTO }) {
  const { t } = useTranslation();
  return (
    <MediaFrame mediaUrl={message.mediaUrl} width={260} height={54}>
      {(url) => (
        <Box
          component="audio"
          controls
          preload="metadata"
          src={url}
          aria-label={t('conversation.media.audio')}
          sx={{ display: 'block', width: 280, maxWidth: '100%' }}
        />
      )}
    </MediaFrame>
  );
}

/** A video with the browser's player. */
export function VideoMessage({ message }: { message: MessageDTO }) {
  const { t } = useTranslation();
  return (
    <MediaFrame mediaUrl={message.mediaUrl} width={280} height={200}>
      {(url) => (
        <Box
          component="video"
          controls
          preload="metadata"
          src={url}
          aria-label={t('conversation.media.video')}
          sx={{ display: 'block', width: 280, maxWidth: '100%', maxHeight: 320, borderRadius: 1.5, bgcolor: 'common.black' }}
        />
      )}
    </MediaFrame>
  );
}
