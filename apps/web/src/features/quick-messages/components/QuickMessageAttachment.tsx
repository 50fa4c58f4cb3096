import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AttachFileOutlined from '@mui/icons-material/AttachFileOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';

interface QuickMessageAttachmentProps {
  /** The name shown for the current or chosen file (spaces already underscores); null when there is none. */
  name: string | null;
  onChoose: (file: File) => void;
  onRemove: () => void;
  disabled?: boolean;
}

/** The optional attachment: a file chosen here is uploaded after the reply is saved. */
export function QuickMessageAttachment({ name, onChoose, onRemove, disabled = false }: QuickMessageAttachmentProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0, flexWrap: 'wrap' }}>
      <input
        ref={input}
        type="file"
        hidden
        data-testid="quick-message-file"
        aria-label={t('quickMessages.dialog.attach')}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) onChoose(file);
          // The same file chosen again after a removal must fire another change.
          event.target.value = '';
        }}
      />
      <Button variant="outlined" size="small" startIcon={<AttachFileOutlined />} disabled={disabled} onClick={() => input.current?.click()}>
        {name ? t('quickMessages.dialog.replaceAttachment') : t('quickMessages.dialog.attach')}
      </Button>
      {name && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0, flex: '1 1 160px' }}>
          <Typography variant="body2" noWrap title={name} sx={{ minWidth: 0 }}>
            {name}
          </Typography>
          <Tooltip title={t('quickMessages.dialog.removeAttachment')}>
            <IconButton size="small" aria-label={t('quickMessages.dialog.removeAttachment')} disabled={disabled} onClick={onRemove}>
              <DeleteOutlined fontSize="small" />
            </IconButton>
          </Tooltip>
        </Box>
      )}
    </Box>
  );
}
