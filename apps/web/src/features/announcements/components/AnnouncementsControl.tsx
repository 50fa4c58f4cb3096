import { useEffect, useState, type UIEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AnnouncementDTO } from '@zapdesk/shared';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import AnnouncementOutlined from '@mui/icons-material/AnnouncementOutlined';
import { formatDateTime } from '../../../lib/dates';
import { useAuth } from '../../../session/useAuth';
import { announcementMediaUrl } from '../../../resources/announcements/api';
import { PRIORITY_STYLES } from '../priority-styles';
import { useActiveAnnouncements } from '../hooks/useActiveAnnouncements';
import { markAnnouncementsSeen } from '../../../resources/unread-counts/api';
import { unreadCountKeys, unreadCountQueries } from '../../../resources/unread-counts/keys';
import { AnnouncementViewDialog } from './AnnouncementViewDialog';
import { TopBarListPopover } from '../../../components/TopBarListPopover';

/** The unread ones are the latest published: the popover marks that many of the newest as 'Novo'. */
const newestFirst = (records: AnnouncementDTO[]) => [...records].sort((a, b) => b.createdAt.localeCompare(a.createdAt));

/** Spec §9: the next page loads within 100 px of the bottom. */
const LOAD_MORE_THRESHOLD_PX = 100;

function AnnouncementRow({ record, isNew, onOpen }: { record: AnnouncementDTO; isNew: boolean; onOpen: () => void }) {
  const { t } = useTranslation();
  const image = announcementMediaUrl(record);
  return (
    <ListItemButton onClick={onOpen} divider alignItems="flex-start" sx={{ gap: 1.5, pl: 0 }}>
      <Box aria-hidden sx={{ width: 4, alignSelf: 'stretch', borderRadius: '0 2px 2px 0', bgcolor: PRIORITY_STYLES[record.priority].bar, flexShrink: 0 }} />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography variant="body2" noWrap sx={{ flex: 1, minWidth: 0, fontWeight: 600 }}>
            {record.title}
          </Typography>
          {isNew && <Chip label={t('announcements.control.new')} size="small" color="primary" sx={{ height: 20 }} />}
        </Box>
        <Typography variant="caption" color="text.secondary" component="p">
          {t(PRIORITY_STYLES[record.priority].labelKey)} · {formatDateTime(record.createdAt)}
        </Typography>
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden', overflowWrap: 'anywhere' }}
        >
          {record.text}
        </Typography>
      </Box>
      {image && (
        <Box
          component="img"
          src={image}
          alt={record.mediaName ?? record.title}
          loading="lazy"
          sx={{ width: 48, height: 48, objectFit: 'cover', borderRadius: 1, flexShrink: 0 }}
        />
      )}
    </ListItemButton>
  );
}

/**
 * The top bar's announcements (spec §2): a badge with the active announcements published since this user last
 * opened the popover, counted by the server (GET /unread-counts), and a popover listing them by priority then newest,
 * each opening in full. Opening the popover reads them (POST /unread-counts/announcements/seen); a live new
 * announcement asks the count again, and raises the badge.
 */
export function AnnouncementsControl() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const { records, hasMore, loadMore, isLoadingMore } = useActiveAnnouncements(user !== null);
  const unread = useQuery({ ...unreadCountQueries.counts(), enabled: user !== null }).data?.announcements ?? 0;
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // What was new when the popover opened (or arrived while it was open): highlighted until it closes.
  const [fresh, setFresh] = useState<ReadonlySet<number>>(new Set());
  const [viewing, setViewing] = useState<AnnouncementDTO | null>(null);

  // While the popover is open everything listed is being seen, including what arrives live.
  const isOpen = anchor !== null;
  const newestIds = newestFirst(records)
    .slice(0, unread)
    .map((record) => record.id)
    .join(',');
  useEffect(() => {
    if (!isOpen || unread === 0) return;
    setFresh((current) => new Set([...current, ...newestIds.split(',').filter(Boolean).map(Number)]));
    markAnnouncementsSeen()
      .then((counts) => queryClient.setQueryData(unreadCountKeys.counts, counts))
      .catch(() => undefined);
  }, [isOpen, unread, newestIds, queryClient]);

  if (!user) return null;

  const onScroll = (event: UIEvent<HTMLElement>) => {
    const { scrollTop, scrollHeight, clientHeight } = event.currentTarget;
    if (hasMore && !isLoadingMore && scrollHeight - (scrollTop + LOAD_MORE_THRESHOLD_PX) < clientHeight) void loadMore();
  };

  return (
    <>
      <TopBarListPopover
        title={t('announcements.control.title')}
        count={unread}
        icon={<AnnouncementOutlined />}
        anchor={anchor}
        onOpen={setAnchor}
        onClose={() => {
          setAnchor(null);
          setFresh(new Set());
        }}
        width={380}
        maxHeight={480}
        onScroll={onScroll}
        emptyText={t('announcements.control.empty')}
        empty={records.length === 0}
      >
        {records.map((record) => (
          <AnnouncementRow key={record.id} record={record} isNew={fresh.has(record.id)} onOpen={() => setViewing(record)} />
        ))}
      </TopBarListPopover>
      <AnnouncementViewDialog record={viewing} onClose={() => setViewing(null)} />
    </>
  );
}
