import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import { isAcceptedPicture, PICTURE_ACCEPT } from '../announcement-form';

interface AnnouncementAttachmentProps {
  /** The name of the current or chosen picture; null when there is none. */
  name: string | null;
  onChoose: (file: File) => void;
  onRemove: () => void;
  disabled?: boolean;
}

/** The optional picture (spec §5: .png, .jpg, .jpeg): chosen here, uploaded after the announcement is saved. */
export function AnnouncementAttachment({ name, onChoose, onRemove, disabled = false }: AnnouncementAttachmentProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [refused, setRefused] = useState(false);
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0, flexWrap: 'wrap' }}>
        <input
          ref={input}
          type="file"
          hidden
          accept={PICTURE_ACCEPT}
          data-testid="announcement-file"
          aria-label={t('announcements.dialog.attach')}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) {
              const accepted = isAcceptedPicture(file.name);
              setRefused(!accepted);
              if (accepted) onChoose(file);
            }
            // The same file chosen again after a removal must fire another change.
            event.target.value = '';
          }}
        />
        <Button variant="outlined" size="small" startIcon={<ImageOutlined />} disabled={disabled} onClick={() => input.current?.click()}>
          {name ? t('announcements.dialog.replaceAttachment') : t('announcements.dialog.attach')}
        </Button>
        {name && (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0, flex: '1 1 160px' }}>
            <Typography variant="body2" noWrap title={name} sx={{ minWidth: 0 }}>
              {name}
            </Typography>
            <Tooltip title={t('announcements.dialog.removeAttachment')}>
              <IconButton size="small" aria-label={t('announcements.dialog.removeAttachment')} disabled={disabled} onClick={onRemove}>
                <DeleteOutlined fontSize="small" />
              </IconButton>
            </Tooltip>
          </Box>
        )}
      </Box>
      {refused && <FormHelperText error>{t('announcements.dialog.invalidFile')}</FormHelperText>}
    </Box>
  );
}
