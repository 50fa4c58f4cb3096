import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';

/** Copies a text (a token, a curl command) to the clipboard and says so. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useTranslation();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(t('messagesApi.copied'));
    } catch {
      toast.error(t('messagesApi.copyFailed'));
    }
  };
  return (
    <Tooltip title={label}>
      <IconButton size="small" aria-label={label} onClick={() => void copy()}>
        <ContentCopyOutlined fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}
