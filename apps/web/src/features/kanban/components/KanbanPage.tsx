import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { MainHeader } from '../../../components/MainHeader';
import { useAuth } from '../../../session/useAuth';
import { useKanbanBoard } from '../hooks/useKanbanBoard';
import { useMoveCard } from '../hooks/useMoveCard';
import { KanbanBoard } from './KanbanBoard';

/**
 * /kanban (plan useKanban): the tickets of the user's own queues (§6) by kanban tag. An admin who belongs
 * to no queue sees every open and pending ticket.
 */
export function KanbanPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const queueIds = useMemo(() => {
    const own = (user?.queues ?? []).map((queue) => queue.id);
    return own.length === 0 && user?.profile === 'admin' ? null : own;
  }, [user]);
  const { lanes, board, isLoading, isError, applyTicket, moving, reload } = useKanbanBoard(queueIds);
  const move = useMoveCard({ lanes, applyTicket, moving, reload });

  return (
    <Box sx={{ p: { xs: 1.5, md: 3 }, display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      <MainHeader title={t('kanban.title')} />
      {isError && <Alert severity="error">{t('kanban.loadError')}</Alert>}
      {isLoading && !isError ? (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
          <CircularProgress aria-label={t('kanban.loading')} />
        </Box>
      ) : (
        !isError && <KanbanBoard board={board} onMove={(ticket, to) => void move(ticket, to)} />
      )}
    </Box>
  );
}
