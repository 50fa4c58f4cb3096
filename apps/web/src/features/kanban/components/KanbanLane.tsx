import { useTranslation } from 'react-i18next';
import { useDroppable } from '@dnd-kit/core';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { laneDropId, type Lane } from '../../../resources/tickets/kanban-board';
import { KanbanCard } from './KanbanCard';

/** The colour of a lane's header: the tag's colour, or the theme's neutral for 'Em aberto'. */
function useHeaderColors(color: string | null) {
  const theme = useTheme();
  if (!color) return { bgcolor: theme.palette.action.selected, color: theme.palette.text.primary };
  try {
    return { bgcolor: color, color: theme.palette.getContrastText(color) };
  } catch {
    return { bgcolor: theme.palette.action.selected, color: theme.palette.text.primary };
  }
}

/** One column of the board: its name and count on its colour, then its cards; a drop target for cards. */
export function KanbanLane({ lane, index }: { lane: Lane; index: number }) {
  const { t } = useTranslation();
  const { setNodeRef, isOver } = useDroppable({ id: laneDropId(lane.key), data: { laneName: lane.tag?.name ?? t('kanban.openLane') } });
  const header = useHeaderColors(lane.tag?.color ?? null);
  const name = lane.tag?.name ?? t('kanban.openLane');
  return (
    <Paper
      ref={setNodeRef}
      component="section"
      variant="outlined"
      aria-label={name}
      data-lane-index={index}
      sx={{
        width: { xs: 'min(280px, calc(100vw - 48px))', sm: 280 },
        flexShrink: 0,
        display: 'flex',
        flexDirection: 'column',
        maxHeight: '100%',
        bgcolor: isOver ? 'action.hover' : 'background.default',
        borderColor: isOver ? 'primary.main' : 'divider',
        overflow: 'hidden',
      }}
    >
      <Box sx={{ ...header, px: 1.5, py: 1, display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography component="h2" variant="subtitle2" noWrap sx={{ fontWeight: 700 }}>
          {name}
        </Typography>
        <Typography variant="caption" sx={{ fontWeight: 700 }} aria-label={t('kanban.count', { count: lane.tickets.length })}>
          {lane.tickets.length}
        </Typography>
      </Box>
      <Box sx={{ p: 1, display: 'flex', flexDirection: 'column', gap: 1, overflowY: 'auto', minHeight: 96 }}>
        {lane.tickets.map((ticket) => (
          <KanbanCard key={ticket.id} ticket={ticket} />
        ))}
        {lane.tickets.length === 0 && (
          <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'center', py: 3 }}>
            {t('kanban.emptyLane')}
          </Typography>
        )}
      </Box>
    </Paper>
  );
}
