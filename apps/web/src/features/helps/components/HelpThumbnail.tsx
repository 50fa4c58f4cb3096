import { useState } from 'react';
import Box from '@mui/material/Box';
import PlayArrow from '@mui/icons-material/PlayArrow';
import { thumbnailUrl } from '../api/helps-api';

/** The video's YouTube still, or a play icon when there is no video or the image cannot load (offline). */
export function HelpThumbnail({ video }: { video: string }) {
  const [failed, setFailed] = useState(false);
  const showImage = Boolean(video) && !failed;
  return (
    <Box
      sx={(theme) => ({
        position: 'relative',
        aspectRatio: '16 / 9',
        overflow: 'hidden',
        display: 'grid',
        placeItems: 'center',
        background: theme.palette.mode === 'light' ? 'linear-gradient(135deg, #D8F3EA 0%, #DCE8FF 100%)' : 'linear-gradient(135deg, #0F2E27 0%, #131F3A 100%)',
      })}
    >
      {showImage && (
        <Box
          component="img"
          src={thumbnailUrl(video)}
          alt=""
          loading="lazy"
          onError={() => setFailed(true)}
          sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }}
        />
      )}
      <Box
        data-testid={showImage ? undefined : 'help-thumbnail-fallback'}
        sx={{
          position: 'relative',
          width: 56,
          height: 56,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: showImage ? 'rgba(0, 0, 0, 0.55)' : 'background.paper',
          color: showImage ? '#fff' : 'primary.main',
          boxShadow: showImage ? 'none' : '0 6px 20px rgba(15, 40, 35, 0.12)',
        }}
      >
        <PlayArrow sx={{ fontSize: 34 }} />
      </Box>
    </Box>
  );
}
