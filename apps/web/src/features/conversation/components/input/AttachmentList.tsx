import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseRounded from '@mui/icons-material/CloseRounded';
import AudioFileOutlined from '@mui/icons-material/AudioFileOutlined';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import VideoFileOutlined from '@mui/icons-material/VideoFileOutlined';

function FileIcon({ type }: { type: string }) {
  const kind = type.split('/')[0];
  if (kind === 'image') return <ImageOutlined fontSize="small" color="action" />;
  if (kind === 'audio') return <AudioFileOutlined fontSize="small" color="action" />;
  if (kind === 'video') return <VideoFileOutlined fontSize="small" color="action" />;
  return <InsertDriveFileOutlined fontSize="small" color="action" />;
}

function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export interface AttachmentListProps {
  files: File[];
  disabled: boolean;
  onRemove: (index: number) => void;
}

/** The files waiting to be sent, each with a remove button. */
export function AttachmentList({ files, disabled, onRemove }: AttachmentListProps) {
  const { t } = useTranslation();
  return (
    <Box
      component="ul"
      aria-label={t('conversation.input.attachments')}
      sx={{ listStyle: 'none', m: 0, mb: 1, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}
    >
      {files.map((file, index) => (
        <Box
          component="li"
          // Two files may share a name; the position tells them apart.
          key={`${index}-${file.name}`}
          sx={{ display: 'flex', alignItems: 'center', gap: 0.75, pl: 1, border: 1, borderColor: 'divider', borderRadius: 1, maxWidth: '100%', minWidth: 0 }}
        >
          <FileIcon type={file.type} />
          <Typography variant="body2" noWrap sx={{ minWidth: 0, maxWidth: 220 }} title={file.name}>
            {file.name}
          </Typography>
          <Typography variant="caption" color="text.secondary" sx={{ flexShrink: 0 }}>
            {formatSize(file.size)}
          </Typography>
          <IconButton
            size="small"
            aria-label={t('conversation.input.removeAttachment', { name: file.name })}
            disabled={disabled}
            onClick={() => onRemove(index)}
          >
            <CloseRounded fontSize="small" />
          </IconButton>
        </Box>
      ))}
    </Box>
  );
}
