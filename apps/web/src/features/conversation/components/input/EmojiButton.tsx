import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Tooltip from '@mui/material/Tooltip';
import EmojiEmotionsOutlined from '@mui/icons-material/EmojiEmotionsOutlined';

const EmojiPickerPanel = lazy(() => import('./EmojiPickerPanel'));

export interface EmojiButtonProps {
  disabled: boolean;
  /** Called before the picker takes the focus, so the caret position can be remembered. */
  onOpen: () => void;
  onPick: (emoji: string) => void;
  onClose: () => void;
}

/** The smiley button and its popover; the picker stays open so several emojis can be added in a row. */
export function EmojiButton({ disabled, onOpen, onPick, onClose }: EmojiButtonProps) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const label = t('conversation.input.emoji');
  return (
    <>
      <Tooltip title={label}>
        <span>
          <IconButton
            aria-label={label}
            disabled={disabled}
            onClick={(event) => {
              onOpen();
              setAnchor(event.currentTarget);
            }}
          >
            <EmojiEmotionsOutlined />
          </IconButton>
        </span>
      </Tooltip>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'top', horizontal: 'left' }}
        transformOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        disableRestoreFocus
        slotProps={{ transition: { onExited: onClose } }}
      >
        <Suspense
          fallback={
            <Box sx={{ width: 'min(350px, calc(100vw - 32px))', height: 380, display: 'grid', placeItems: 'center' }}>
              <CircularProgress size={28} aria-label={t('conversation.input.emojiLoading')} />
            </Box>
          }
        >
          <EmojiPickerPanel onPick={onPick} />
        </Suspense>
      </Popover>
    </>
  );
}
