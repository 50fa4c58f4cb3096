import { useEffect, useRef, type UIEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { TicketDTO } from '@zapdesk/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import Typography from '@mui/material/Typography';
import type { TicketListState } from '../hooks/useTicketList';
import { TicketListItem } from './TicketListItem';

/** Spec §9: the next page loads within 100 px of the bottom. */
const LOAD_MORE_THRESHOLD_PX = 100;

interface TicketListProps {
  /** Names the list for assistive technology (the tab it belongs to). */
  label: string;
  list: TicketListState;
  selectedUuid: string | null;
  showUser: boolean;
  onAccept: (ticket: TicketDTO) => void;
  acceptingId: number | null;
}

function nearBottom(element: HTMLElement): boolean {
  return element.scrollHeight - element.scrollTop - element.clientHeight <= LOAD_MORE_THRESHOLD_PX;
}

/** One scrolling ticket list: rows, empty and error states, and the next page near the bottom. */
export function TicketList({ label, list, selectedUuid, showUser, onAccept, acceptingId }: TicketListProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const scroller = useRef<HTMLDivElement>(null);
  const { tickets, hasMore, isLoadingMore, loadMoreFailed, loadMore } = list;

  // A page that does not fill the pane (a tall screen, or tickets filtered out) leaves nothing to
  // scroll: load the next one at once.
  useEffect(() => {
    const element = scroller.current;
    if (element && hasMore && !isLoadingMore && !loadMoreFailed && nearBottom(element)) void loadMore();
  }, [tickets.length, hasMore, isLoadingMore, loadMoreFailed, loadMore]);

  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    if (hasMore && !isLoadingMore && nearBottom(event.currentTarget)) void loadMore();
  };

  let body;
  if (list.isLoading) {
    body = (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress size={28} aria-label={label} />
      </Box>
    );
  } else if (list.isError) {
    body = (
      <Alert
        severity="error"
        sx={{ m: 1.5 }}
        action={
          <Button color="inherit" size="small" onClick={list.retry}>
            {t('tickets.list.retry')}
          </Button>
        }
      >
        {t('tickets.list.loadError')}
      </Alert>
    );
  } else if (tickets.length === 0) {
    body = (
      <Box sx={{ px: 3, py: 4, textAlign: 'center' }}>
        <Typography variant="subtitle1" sx={{ fontWeight: 700 }}>
          {t('tickets.list.emptyTitle')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('tickets.list.emptyMessage')}
        </Typography>
      </Box>
    );
  } else {
    body = (
      <List disablePadding aria-label={label}>
        {tickets.map((ticket) => (
          <TicketListItem
            key={ticket.id}
            ticket={ticket}
            selected={ticket.uuid === selectedUuid}
            showUser={showUser}
            onOpen={(chosen) => navigate(`/tickets/${chosen.uuid}`)}
            onAccept={onAccept}
            accepting={acceptingId === ticket.id}
            acceptDisabled={acceptingId !== null && acceptingId !== ticket.id}
          />
        ))}
      </List>
    );
  }

  return (
    <Box ref={scroller} onScroll={onScroll} data-testid="ticket-list-scroller" sx={{ flex: 1, minHeight: 0, overflowY: 'auto' }}>
      {body}
      {isLoadingMore && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 1.5 }}>
          <CircularProgress size={22} aria-label={t('tickets.list.loadingMore')} />
        </Box>
      )}
    </Box>
  );
}
