import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { MessageDTO, TicketDTO } from '@zapdesk/shared';
import { ContactDrawer } from '../../contacts/components/ContactDrawer';
import { lazyDialog } from '../../../components/lazy-dialog';
import { useConversationTicket } from '../hooks/useConversationTicket';
import { useJoinChatBox } from '../hooks/useJoinChatBox';
import { useTicketMessages } from '../hooks/useTicketMessages';
import { useReadWhileViewing } from '../hooks/useReadWhileViewing';
import { useClearUnreadOnOpen } from '../hooks/useClearUnreadOnOpen';
import { useMessageSelection } from '../hooks/useMessageSelection';
import { ConversationHeader } from './ConversationHeader';
import { MessagesList } from './history/MessagesList';
import { SelectionBar } from './history/SelectionBar';
import { MessageInput } from './input/MessageInput';
import { TicketTags } from './TicketTags';

/** Opened by 'Transferir' only: its pickers load then, not with every conversation. */
const TransferTicketDialog = lazyDialog(() => import('../transfer/components/TransferTicketDialog'), 'TransferTicketDialog');

export interface TicketConversationProps {
  /** The ticket of the route /tickets/:ticketUuid. */
  ticketUuid: string;
}

function PaneMessage({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 1.5, p: 3 }}>{children}</Box>
  );
}

interface ConversationProps {
  ticket: TicketDTO;
  onTicketChange: (ticket: TicketDTO) => void;
}

/** The open conversation: header, tags, history and message box, with the contact panel beside it. */
function Conversation({ ticket, onTicketChange }: ConversationProps) {
  const theme = useTheme();
  const navigate = useNavigate();
  const narrow = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const [replyingTo, setReplyingTo] = useState<MessageDTO | null>(null);
  const [contactOpen, setContactOpen] = useState(false);
  const [transferOpen, setTransferOpen] = useState(false);
  const history = useTicketMessages(ticket.id);
  const selection = useMessageSelection(ticket.id, history.messages);
  useReadWhileViewing(ticket.id);
  useClearUnreadOnOpen(ticket, !history.isLoading && !history.isError);

  useJoinChatBox(ticket.id);

  return (
    <Box sx={{ flex: 1, height: '100%', minHeight: 0, display: 'flex', overflow: 'hidden' }}>
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <ConversationHeader
          ticket={ticket}
          showBack={narrow}
          onOpenContact={() => setContactOpen(true)}
          onUpdated={onTicketChange}
          onTransfer={() => setTransferOpen(true)}
        />
        <TicketTags ticket={ticket} onChange={onTicketChange} />
        <MessagesList ticket={ticket} history={history} onReply={setReplyingTo} selection={selection} />
        <SelectionBar selection={selection} />
        <MessageInput ticket={ticket} replyingTo={replyingTo} onCancelReply={() => setReplyingTo(null)} />
      </Box>
      <ContactDrawer open={contactOpen} onClose={() => setContactOpen(false)} ticket={ticket} />
      <TransferTicketDialog open={transferOpen} onClose={() => setTransferOpen(false)} ticket={ticket} onTransferred={() => void navigate('/tickets')} />
    </Box>
  );
}

/**
 * The conversation pane of /tickets/:ticketUuid (spec §2 Tickets screen): loads the ticket, sends a user
 * who may not open it back to /tickets, and otherwise shows the conversation, kept live.
 */
export function TicketConversation({ ticketUuid }: TicketConversationProps) {
  const { t } = useTranslation();
  const { ticket, isError, refetch, setTicket } = useConversationTicket(ticketUuid);

  if (isError) {
    return (
      <PaneMessage>
        <Typography color="text.secondary">{t('conversation.loadError')}</Typography>
        <Button variant="outlined" onClick={() => void refetch()}>
          {t('conversation.retry')}
        </Button>
      </PaneMessage>
    );
  }
  if (!ticket) {
    // Loading, or denied and on its way back to /tickets.
    return (
      <PaneMessage>
        <CircularProgress aria-label={t('conversation.loading')} />
      </PaneMessage>
    );
  }
  // A new ticket starts with a fresh reply, menus and scroll position.
  return <Conversation key={ticket.id} ticket={ticket} onTicketChange={setTicket} />;
}
