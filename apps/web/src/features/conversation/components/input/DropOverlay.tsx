import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import FileUploadOutlined from '@mui/icons-material/FileUploadOutlined';

/** Covers the input area while files are dragged over it. */
export function DropOverlay() {
  const { t } = useTranslation();
  return (
    <Box
      sx={(theme) => ({
        position: 'absolute',
        inset: 0,
        zIndex: 3,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 1,
        border: 2,
        borderStyle: 'dashed',
        borderColor: 'primary.main',
        borderRadius: 1,
        bgcolor: alpha(theme.palette.background.paper, 0.92),
        color: 'primary.main',
        pointerEvents: 'none',
      })}
    >
      <FileUploadOutlined />
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {t('conversation.input.dropHere')}
      </Typography>
    </Box>
  );
}
