import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import type { MessageReactionDTO } from '@zapdesk/shared';

/** Everyone's reactions under a bubble, ours marked, on the side the bubble sits. */
export function MessageReactions({ reactions, mine }: { reactions: MessageReactionDTO[]; mine: boolean }) {
  const { t } = useTranslation();
  if (reactions.length === 0) return null;
  return (
    <Box
      role="list"
      aria-label={t('conversation.message.reactions')}
      sx={{ position: 'absolute', bottom: -18, [mine ? 'right' : 'left']: 8, display: 'flex', gap: 0.25 }}
    >
      {reactions.map((reaction, index) => (
        <Box
          key={`${reaction.fromMe ? 'me' : 'them'}-${index}`}
          role="listitem"
          aria-label={t(reaction.fromMe ? 'conversation.message.ourReaction' : 'conversation.message.reaction', { reaction: reaction.emoji })}
          sx={{
            px: 0.75,
            borderRadius: 3,
            fontSize: 14,
            lineHeight: '22px',
            bgcolor: reaction.fromMe ? 'action.selected' : 'background.paper',
            border: 1,
            borderColor: reaction.fromMe ? 'primary.main' : 'divider',
          }}
        >
          {reaction.emoji}
        </Box>
      ))}
    </Box>
  );
}
