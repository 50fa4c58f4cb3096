import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import type { TicketDTO } from '@zapdesk/shared';
import { TicketActions } from './TicketActions';
import { visuallyHidden } from '../../../lib/visually-hidden';

interface ConversationHeaderProps {
  ticket: TicketDTO;
  /** Narrow screens show the list and the conversation one at a time: a way back to the list. */
  showBack: boolean;
  onOpenContact: () => void;
  onUpdated: (ticket: TicketDTO) => void;
  onTransfer: () => void;
}

/** Who the conversation is with, who holds it and in which queue, and what can be done with it. */
export function ConversationHeader({ ticket, showBack, onOpenContact, onUpdated, onTransfer }: ConversationHeaderProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const name = ticket.contact?.name ?? '';

  return (
    <Box
      component="header"
      sx={{
        display: 'flex',
        alignItems: 'center',
        flexWrap: 'wrap',
        gap: 1,
        px: { xs: 1, sm: 2 },
        py: 1,
        bgcolor: 'background.paper',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      {showBack && (
        <IconButton aria-label={t('conversation.back')} onClick={() => void navigate('/tickets')} edge="start">
          <ArrowBack />
        </IconButton>
      )}
      <ButtonBase
        onClick={onOpenContact}
        sx={{ flex: '1 1 220px', minWidth: 0, display: 'flex', justifyContent: 'flex-start', gap: 1.5, p: 0.5, borderRadius: 1, textAlign: 'left' }}
      >
        {/* Named by what it shows, after a hidden verb: an aria-label drops the visible texts that voice control
            users say (axe label-content-name-mismatch). The avatar's letter repeats the name: hidden. */}
        <Box component="span" sx={visuallyHidden}>
          {t('conversation.openContactPrefix')}{' '}
        </Box>
        <Avatar src={ticket.contact?.profilePicUrl || undefined} alt="" aria-hidden>
          {name.charAt(0).toUpperCase()}
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="subtitle1" noWrap sx={{ fontWeight: 600, lineHeight: 1.3 }}>
            {name}{' '}
            <Typography component="span" variant="caption" color="text.secondary">
              #{ticket.id}
            </Typography>
          </Typography>
          <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 1, rowGap: 0.25, minWidth: 0 }}>
            {ticket.user && (
              <Typography variant="caption" color="text.secondary" noWrap>
                {t('conversation.assignedTo', { name: ticket.user.name })}
              </Typography>
            )}
            {ticket.queue && (
              <Chip
                size="small"
                variant="outlined"
                label={ticket.queue.name}
                icon={<Box component="span" sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: ticket.queue.color, flexShrink: 0 }} />}
                sx={{ height: 20, '& .MuiChip-icon': { ml: 0.75 } }}
              />
            )}
          </Box>
        </Box>
      </ButtonBase>
      <TicketActions ticket={ticket} onUpdated={onUpdated} onTransfer={onTransfer} />
    </Box>
  );
}
