import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import type { QuickMessageDTO } from '@zapdesk/shared';
import { quickReplyLabel } from '../../input/quick-replies';

export interface QuickReplyListProps {
  id: string;
  suggestions: QuickMessageDTO[];
  activeIndex: number;
  onChoose: (quickMessage: QuickMessageDTO) => void;
  onHighlight: (index: number) => void;
}

/** Id of a suggestion's element, for the text box's aria-activedescendant. */
export const quickReplyOptionId = (listId: string, index: number) => `${listId}-option-${index}`;

/** The suggestions floating above the box; the focus stays in the text, the highlight follows the arrows. */
export function QuickReplyList({ id, suggestions, activeIndex, onChoose, onHighlight }: QuickReplyListProps) {
  const { t } = useTranslation();
  useEffect(() => {
    document.getElementById(quickReplyOptionId(id, activeIndex))?.scrollIntoView?.({ block: 'nearest' });
  }, [id, activeIndex]);
  return (
    <Paper elevation={6} sx={{ position: 'absolute', left: 8, right: 8, bottom: '100%', mb: 0.5, maxHeight: 240, overflowY: 'auto', zIndex: 2 }}>
      <List id={id} role="listbox" aria-label={t('conversation.input.quickReplies')} dense disablePadding>
        {suggestions.map((quickMessage, index) => (
          <ListItemButton
            key={quickMessage.id}
            id={quickReplyOptionId(id, index)}
            role="option"
            aria-selected={index === activeIndex}
            selected={index === activeIndex}
            // Keep the focus (and the caret) in the text box.
            onMouseDown={(event) => event.preventDefault()}
            onMouseEnter={() => onHighlight(index)}
            onClick={() => onChoose(quickMessage)}
          >
            <ListItemText primary={quickReplyLabel(quickMessage)} slotProps={{ primary: { noWrap: true } }} />
          </ListItemButton>
        ))}
      </List>
    </Paper>
  );
}
