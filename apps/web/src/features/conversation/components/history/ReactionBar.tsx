import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import AddReactionOutlined from '@mui/icons-material/AddReactionOutlined';
import { QUICK_REACTIONS } from '../../message-actions';

const EmojiPickerPanel = lazy(() => import('../input/EmojiPickerPanel'));

interface ReactionBarProps {
  /** Our current reaction ('' when none): choosing it again takes it back. */
  current: string;
  disabled: boolean;
  onReact: (emoji: string) => void;
}

/** The menu's row of quick reactions and a button to the full emoji picker (loaded on first use). */
export function ReactionBar({ current, disabled, onReact }: ReactionBarProps) {
  const { t } = useTranslation();
  const [pickerAnchor, setPickerAnchor] = useState<HTMLElement | null>(null);
  const choose = (emoji: string) => onReact(emoji === current ? '' : emoji);

  return (
    <Box role="group" aria-label={t('conversation.message.react')} sx={{ display: 'flex', gap: 0.25, px: 1, pb: 0.5 }}>
      {QUICK_REACTIONS.map((emoji) => (
        <IconButton
          key={emoji}
          size="small"
          disabled={disabled}
          aria-pressed={emoji === current}
          aria-label={emoji === current ? t('conversation.message.removeReaction', { emoji }) : t('conversation.message.reactWith', { emoji })}
          onClick={() => choose(emoji)}
          sx={{ fontSize: 20, width: 36, height: 36, bgcolor: emoji === current ? 'action.selected' : undefined }}
        >
          {emoji}
        </IconButton>
      ))}
      <IconButton
        size="small"
        disabled={disabled}
        aria-label={t('conversation.message.moreReactions')}
        onClick={(event) => setPickerAnchor(event.currentTarget)}
        sx={{ width: 36, height: 36 }}
      >
        <AddReactionOutlined fontSize="small" />
      </IconButton>
      <Popover
        open={pickerAnchor !== null}
        anchorEl={pickerAnchor}
        onClose={() => setPickerAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <Suspense
          fallback={
            <Box sx={{ width: 'min(350px, calc(100vw - 32px))', height: 380, display: 'grid', placeItems: 'center' }}>
              <CircularProgress size={28} aria-label={t('conversation.input.emojiLoading')} />
            </Box>
          }
        >
          <EmojiPickerPanel
            onPick={(emoji) => {
              setPickerAnchor(null);
              choose(emoji);
            }}
          />
        </Suspense>
      </Popover>
    </Box>
  );
}
