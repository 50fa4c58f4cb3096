import EmojiPicker, { type EmojiClickData } from 'emoji-picker-react';
import { useTranslation } from 'react-i18next';
import { useTheme } from '@mui/material/styles';

export interface EmojiPickerPanelProps {
  onPick: (emoji: string) => void;
}

/** The emoji grid; its own module so React.lazy keeps the library out of the first load. */
export default function EmojiPickerPanel({ onPick }: EmojiPickerPanelProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  return (
    <EmojiPicker
      onEmojiClick={(emoji: EmojiClickData) => onPick(emoji.emoji)}
      theme={theme.palette.mode}
      width="min(350px, calc(100vw - 32px))"
      height={380}
      lazyLoadEmojis
      skinTonesDisabled
      previewConfig={{ showPreview: false }}
      searchPlaceholder={t('conversation.input.emojiSearch')}
      autoFocusSearch={false}
    />
  );
}
