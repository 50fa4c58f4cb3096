import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { TicketConversation } from '../../conversation/components/TicketConversation';
import { useViewportFill } from '../hooks/useViewportFill';
import { TicketsManager } from './TicketsManager';
import { TicketsPlaceholder } from './TicketsPlaceholder';
import { visuallyHidden } from '../../../lib/visually-hidden';

/** The two panes; on narrow screens they are tabs (spec §2). */
type Pane = 'ticket' | 'list';

/** Opening a ticket shows it; leaving it (return, resolve, transfer go to /tickets) shows the list. */
const paneFor = (ticketUuid: string | null): Pane => (ticketUuid ? 'ticket' : 'list');

/**
 * /tickets and /tickets/:ticketUuid. Wide screens (md and up): the list (about a third) beside the
 * conversation. Narrow screens: tabs 'Ticket' and 'Atendimentos'. Full height: the panes scroll inside.
 */
export function TicketsPage() {
  const { t } = useTranslation();
  const ticketUuid = useParams<{ ticketUuid?: string }>().ticketUuid ?? null;
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const rootRef = useRef<HTMLDivElement>(null);
  const managerRef = useRef<HTMLElement>(null);
  const height = useViewportFill(rootRef);
  const [pane, setPane] = useState({ forUuid: ticketUuid, value: paneFor(ticketUuid) });
  if (pane.forUuid !== ticketUuid) setPane({ forUuid: ticketUuid, value: paneFor(ticketUuid) });

  const showList = wide || pane.value === 'list';
  const showTicket = wide || pane.value === 'ticket';
  const selectTicket = () => {
    if (wide) managerRef.current?.focus();
    else setPane({ forUuid: ticketUuid, value: 'list' });
  };

  return (
    <Box ref={rootRef} sx={{ height: height ?? 'calc(100dvh - 64px)', display: 'flex', flexDirection: 'column', minHeight: 0, overflow: 'hidden' }}>
      {/* The panes speak for themselves on screen; the heading names the page for assistive technology. */}
      <Typography component="h1" sx={visuallyHidden}>
        {t('tickets.title')}
      </Typography>
      {!wide && (
        <Tabs
          value={pane.value}
          onChange={(_, value: Pane) => setPane({ forUuid: ticketUuid, value })}
          variant="fullWidth"
          aria-label={t('tickets.panes.label')}
          sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper', flexShrink: 0 }}
        >
          <Tab value="ticket" label={t('tickets.panes.ticket')} id="tickets-pane-tab-ticket" aria-controls="tickets-pane-ticket" />
          <Tab value="list" label={t('tickets.panes.list')} id="tickets-pane-tab-list" aria-controls="tickets-pane-list" />
        </Tabs>
      )}
      <Box sx={{ flex: 1, minHeight: 0, display: 'flex' }}>
        <Box
          id="tickets-pane-list"
          role={wide ? undefined : 'tabpanel'}
          aria-labelledby={wide ? undefined : 'tickets-pane-tab-list'}
          hidden={!showList}
          sx={{ display: showList ? 'block' : 'none', width: { xs: '100%', md: '33.333%' }, minWidth: { md: 340 }, flexShrink: 0, height: '100%' }}
        >
          <TicketsManager ref={managerRef} selectedUuid={ticketUuid} />
        </Box>
        <Box
          id="tickets-pane-ticket"
          role={wide ? undefined : 'tabpanel'}
          aria-labelledby={wide ? undefined : 'tickets-pane-tab-ticket'}
          hidden={!showTicket}
          sx={{ display: showTicket ? 'flex' : 'none', flexDirection: 'column', flex: 1, minWidth: 0, height: '100%' }}
        >
          {ticketUuid ? <TicketConversation ticketUuid={ticketUuid} /> : <TicketsPlaceholder onSelect={selectTicket} />}
        </Box>
      </Box>
    </Box>
  );
}
