import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useDraggable } from '@dnd-kit/core';
import type { TicketDTO } from '@zapdesk/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { cardDragId } from '../kanban-board';
import { formatPhone } from '../phone';

/** What a card shows (§2): ticket number, contact name, number, last message and 'Ver Ticket'. */
export function KanbanCardContent({ ticket, dragging = false }: { ticket: TicketDTO; dragging?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'baseline' }}>
        <Typography variant="caption" color="text.secondary" sx={{ fontWeight: 600 }}>
          {t('kanban.ticketNumber', { id: ticket.id })}
        </Typography>
        <Typography variant="caption" color="text.secondary" noWrap>
          {formatPhone(ticket.contact?.number)}
        </Typography>
      </Box>
      <Typography variant="subtitle2" noWrap>
        {ticket.contact?.name ?? ''}
      </Typography>
      <Typography
        variant="body2"
        color="text.secondary"
        sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden', wordBreak: 'break-word', minHeight: '2.5em' }}
      >
        {ticket.lastMessage || t('kanban.noMessage')}
      </Typography>
      <Button
        size="small"
        variant="outlined"
        disabled={dragging}
        onClick={() => navigate(`/tickets/${ticket.uuid}`)}
        sx={{ alignSelf: 'flex-start', mt: 0.5 }}
      >
        {t('kanban.viewTicket')}
      </Button>
    </>
  );
}

const cardSx = { p: 1.25, display: 'flex', flexDirection: 'column', gap: 0.25, cursor: 'grab', touchAction: 'manipulation' } as const;

/**
 * A draggable ticket card. The card itself is the drag handle (pointer, touch after a press, or Space on
 * the focused card); the 'Ver Ticket' button inside it stays a plain button.
 */
export function KanbanCard({ ticket }: { ticket: TicketDTO }) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({ id: cardDragId(ticket.id), data: { ticket } });
  return (
    <Paper
      ref={(node: HTMLDivElement | null) => {
        setNodeRef(node);
        setActivatorNodeRef(node);
      }}
      variant="outlined"
      data-ticket-id={ticket.id}
      {...attributes}
      {...listeners}
      aria-label={t('kanban.cardLabel', { id: ticket.id, name: ticket.contact?.name ?? '' })}
      sx={{ ...cardSx, opacity: isDragging ? 0.4 : 1, '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 1 } }}
    >
      <KanbanCardContent ticket={ticket} />
    </Paper>
  );
}

/** The card under the pointer while dragging (outside the lanes' scroll, so it is never clipped). */
export function KanbanCardPreview({ ticket }: { ticket: TicketDTO }) {
  return (
    <Paper elevation={8} data-drag-preview={ticket.id} sx={{ ...cardSx, cursor: 'grabbing', width: 264 }}>
      <KanbanCardContent ticket={ticket} dragging />
    </Paper>
  );
}
