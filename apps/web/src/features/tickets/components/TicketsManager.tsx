import { useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserDTO } from '@zapdesk/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import AddOutlined from '@mui/icons-material/AddOutlined';
import CheckCircleOutlineOutlined from '@mui/icons-material/CheckCircleOutlineOutlined';
import MoveToInboxOutlined from '@mui/icons-material/MoveToInboxOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import { useDebouncedValue } from '../../../hooks/useDebouncedValue';
import { isAdmin } from '../../../session/permissions';
import { useAuth } from '../../../session/useAuth';
import { useAcceptTicket } from '../hooks/useAcceptTicket';
import { useJoinTickets } from '../hooks/useJoinTickets';
import { useTicketList } from '../hooks/useTicketList';
import { useTagOptions, useUserOptions } from '../hooks/useTicketOptions';
import { canTickets } from '../permissions';
import { ALL_QUEUES, selectedQueueIds, selectsAnything } from '../../../resources/tickets/queue-filter';
import { SEARCH_DEBOUNCE_MS, normalizeSearch, type ManagerTab } from '../../../resources/tickets/ticket-query';
import { CountLabel } from './CountLabel';
import { lazyDialog } from '../../../components/lazy-dialog';
import { QueueFilterSelect } from './QueueFilterSelect';
import { SearchFilters } from './SearchFilters';
import { TicketList } from './TicketList';

/** Opened by 'Novo' only: its contact picker and form load then, not with the tickets screen. */
const NewTicketDialog = lazyDialog(() => import('./NewTicketDialog'), 'NewTicketDialog');

type OpenSubTab = 'open' | 'pending';

interface TicketsManagerProps {
  /** The ticket of the route, highlighted in the lists. */
  selectedUuid: string | null;
  /** The manager's root, focused by the placeholder's 'Selecionar Ticket' on wide screens. */
  ref?: Ref<HTMLElement>;
}

/** The manager's three tabs (spec §2): open tickets, closed ones, and a search over all. */
const MANAGER_TABS = [
  { value: 'open', Icon: MoveToInboxOutlined },
  { value: 'closed', Icon: CheckCircleOutlineOutlined },
  { value: 'search', Icon: SearchOutlined },
] as const;

/** The ticket list pane: tabs open (assigned / pending) / closed / search, filters and 'Novo'. */
export function TicketsManager({ selectedUuid, ref }: TicketsManagerProps) {
  const { user } = useAuth();
  return user ? <Manager user={user} selectedUuid={selectedUuid} rootRef={ref} /> : null;
}

function Manager({ user, selectedUuid, rootRef }: { user: UserDTO; selectedUuid: string | null; rootRef?: Ref<HTMLElement> }) {
  const { t } = useTranslation();
  const admin = isAdmin(user);
  const canShowAll = canTickets(user, 'tickets-manager:showall');
  const [tab, setTab] = useState<ManagerTab>('open');
  const [openTab, setOpenTab] = useState<OpenSubTab>('open');
  // As in Whaticket, admins start seeing every open ticket.
  const [showAll, setShowAll] = useState(canShowAll);
  const [queueFilter, setQueueFilter] = useState(ALL_QUEUES);
  const [search, setSearch] = useState('');
  const searchParam = useDebouncedValue(normalizeSearch(search), SEARCH_DEBOUNCE_MS);
  const [tagIds, setTagIds] = useState<number[]>([]);
  const [userIds, setUserIds] = useState<number[]>([]);
  const [newTicketOpen, setNewTicketOpen] = useState(false);
  useJoinTickets(tab === 'closed' ? 'closed' : openTab);
  const { accept, acceptingId } = useAcceptTicket();

  const myQueueIds = user.queues.map((queue) => queue.id);
  const anything = selectsAnything(queueFilter, myQueueIds);
  const filters = { queueIds: selectedQueueIds(queueFilter, myQueueIds), withoutQueue: queueFilter.withoutQueue };
  const openShowAll = canShowAll && showAll;
  const assigned = useTicketList({ kind: 'status', status: 'open', showAll: openShowAll, ...filters }, anything && tab === 'open');
  const pending = useTicketList({ kind: 'status', status: 'pending', showAll: openShowAll, ...filters }, anything && tab === 'open');
  // Closed and search lists are not narrowed by the switch (as in Whaticket): the API shows admins everything.
  const closed = useTicketList({ kind: 'status', status: 'closed', showAll: canShowAll, ...filters }, anything && tab === 'closed');
  const searched = useTicketList(
    { kind: 'search', searchParam, tags: tagIds, users: admin ? userIds : [], showAll: canShowAll, ...filters },
    anything && tab === 'search',
  );
  const tags = useTagOptions(tab === 'search');
  const users = useUserOptions(tab === 'search' && admin);

  const lists = {
    open: { list: assigned, label: t('tickets.tabs.assigned') },
    pending: { list: pending, label: t('tickets.tabs.pending') },
    closed: { list: closed, label: t('tickets.tabs.closed') },
    search: { list: searched, label: t('tickets.tabs.search') },
  };
  const shownName = tab === 'open' ? openTab : tab;
  const shown = lists[shownName];

  return (
    <Paper
      ref={rootRef}
      component="section"
      tabIndex={-1}
      aria-label={t('tickets.title')}
      variant="outlined"
      square
      sx={{ height: '100%', minHeight: 0, display: 'flex', flexDirection: 'column', outline: 'none', overflow: 'hidden' }}
    >
      <Tabs
        value={tab}
        onChange={(_, value: ManagerTab) => setTab(value)}
        variant="fullWidth"
        aria-label={t('tickets.tabs.label')}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {MANAGER_TABS.map(({ value, Icon }) => (
          <Tab
            key={value}
            value={value}
            icon={<Icon fontSize="small" />}
            iconPosition="start"
            label={t(`tickets.tabs.${value}`)}
            sx={{ minHeight: 48, minWidth: 0 }}
          />
        ))}
      </Tabs>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, px: 1.5, py: 1, borderBottom: 1, borderColor: 'divider' }}>
        <Button variant="contained" size="small" startIcon={<AddOutlined />} onClick={() => setNewTicketOpen(true)}>
          {t('tickets.newTicket')}
        </Button>
        {canShowAll && tab === 'open' && (
          <FormControlLabel
            sx={{ mr: 0 }}
            control={<Switch size="small" checked={showAll} onChange={(event) => setShowAll(event.target.checked)} />}
            label={t('tickets.showAll')}
          />
        )}
        <Box sx={{ flex: 1 }} />
        <QueueFilterSelect queues={user.queues} value={queueFilter} onChange={setQueueFilter} />
      </Box>
      {tab === 'search' && (
        <SearchFilters
          search={search}
          onSearchChange={setSearch}
          tags={tags}
          tagIds={tagIds}
          onTagsChange={setTagIds}
          users={admin ? users : null}
          userIds={userIds}
          onUsersChange={setUserIds}
        />
      )}
      {tab === 'open' && (
        <Tabs
          value={openTab}
          onChange={(_, value: OpenSubTab) => setOpenTab(value)}
          variant="fullWidth"
          aria-label={t('tickets.tabs.openLabel')}
          sx={{ borderBottom: 1, borderColor: 'divider', minHeight: 44 }}
        >
          <Tab
            value="open"
            label={<CountLabel text={t('tickets.tabs.assigned')} count={assigned.count} loading={assigned.isLoading} />}
            sx={{ minHeight: 44, minWidth: 0 }}
          />
          <Tab
            value="pending"
            label={<CountLabel text={t('tickets.tabs.pending')} count={pending.count} loading={pending.isLoading} />}
            sx={{ minHeight: 44, minWidth: 0 }}
          />
        </Tabs>
      )}
      <TicketList
        key={shownName}
        label={shown.label}
        list={shown.list}
        selectedUuid={selectedUuid}
        showUser={admin}
        onAccept={(ticket) => void accept(ticket)}
        acceptingId={acceptingId}
      />
      <NewTicketDialog open={newTicketOpen} onClose={() => setNewTicketOpen(false)} />
    </Paper>
  );
}
