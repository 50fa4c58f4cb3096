import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useDraggable } from '@dnd-kit/core';
import { messagePreview, type TicketDTO } from '@zapdesk/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { cardDragId } from '../../../resources/tickets/kanban-board';
import { lastActivityAt } from '../../../resources/tickets/ticket-order';
import { formatTicketTime } from '../../../lib/ticket-time';
import { formatPhone } from '../phone';
import { visuallyHidden } from '../../../lib/visually-hidden';

/** The card's title (§2): ticket number and contact name, the part that names the card and drags it. */
function KanbanCardTitle({ ticket }: { ticket: TicketDTO }) {
  const { t } = useTranslation();
  return (
    <>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ fontWeight: 600 }}>
        {t('kanban.ticketNumber', { id: ticket.id })}
        {/* The handle is named by its text: the comma is heard, not seen. */}
        <Box component="span" sx={visuallyHidden}>
          {', '}
        </Box>
      </Typography>
      <Typography variant="subtitle2" noWrap>
        {ticket.contact?.name ?? ''}
      </Typography>
    </>
  );
}

/** The contact's number, top right of the card. */
function KanbanCardPhone({ ticket }: { ticket: TicketDTO }) {
  return (
    <Typography variant="caption" color="text.secondary" noWrap sx={{ gridColumn: 2, gridRow: 1, pt: 0.25 }}>
      {formatPhone(ticket.contact?.number)}
    </Typography>
  );
}

/** The last message's time, under the number, beside the contact's name. */
function KanbanCardTime({ ticket }: { ticket: TicketDTO }) {
  return (
    <Typography variant="caption" color="text.secondary" noWrap sx={{ gridColumn: 2, gridRow: 2, justifySelf: 'end', alignSelf: 'end' }}>
      {formatTicketTime(lastActivityAt(ticket))}
    </Typography>
  );
}

/** The last message, under the title. */
function KanbanCardPreviewText({ ticket }: { ticket: TicketDTO }) {
  const { t } = useTranslation();
  return (
    <Typography
      variant="body2"
      color="text.secondary"
      sx={{
        gridColumn: '1 / -1',
        display: '-webkit-box',
        WebkitLineClamp: 2,
        WebkitBoxOrient: 'vertical',
        overflow: 'hidden',
        wordBreak: 'break-word',
        minHeight: '2.5em',
      }}
    >
      {messagePreview(ticket.lastMessage) || t('kanban.noMessage')}
    </Typography>
  );
}

/** The card's 'Ver Ticket' button. */
function ViewTicketButton({ ticket, dragging }: { ticket: TicketDTO; dragging: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Button
      size="small"
      variant="outlined"
      disabled={dragging}
      onClick={() => navigate(`/tickets/${ticket.uuid}`)}
      sx={{ gridColumn: '1 / -1', justifySelf: 'start', mt: 0.5 }}
    >
      {t('kanban.viewTicket')}
    </Button>
  );
}

const cardSx = { p: 1.25, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', columnGap: 1, rowGap: 0.25 } as const;
const handleSx = { gridColumn: 1, gridRow: '1 / span 2', minWidth: 0, cursor: 'grab', touchAction: 'manipulation', borderRadius: 1 } as const;

/**
 * A draggable ticket card. Its title (number and contact) is the drag handle (pointer, touch after a press, or
 * Space on the focused handle), named exactly by the text it shows; the number, the preview and 'Ver Ticket' sit
 * beside it: a button inside the handle would be read as one control and missed by keyboard (axe
 * nested-interactive), and text inside it that its name leaves out trips voice control (label-content-name-mismatch).
 */
export function KanbanCard({ ticket }: { ticket: TicketDTO }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({ id: cardDragId(ticket.id), data: { ticket } });
  return (
    <Paper ref={setNodeRef} variant="outlined" data-ticket-id={ticket.id} sx={{ ...cardSx, opacity: isDragging ? 0.4 : 1 }}>
      <Box
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        sx={{ ...handleSx, '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 } }}
      >
        <KanbanCardTitle ticket={ticket} />
      </Box>
      <KanbanCardPhone ticket={ticket} />
      <KanbanCardTime ticket={ticket} />
      <KanbanCardPreviewText ticket={ticket} />
      <ViewTicketButton ticket={ticket} dragging={false} />
    </Paper>
  );
}

/** The card under the pointer while dragging (outside the lanes' scroll, so it is never clipped). */
export function KanbanCardPreview({ ticket }: { ticket: TicketDTO }) {
  return (
    <Paper elevation={8} data-drag-preview={ticket.id} sx={{ ...cardSx, cursor: 'grabbing', width: 264 }}>
      <Box sx={handleSx}>
        <KanbanCardTitle ticket={ticket} />
      </Box>
      <KanbanCardPhone ticket={ticket} />
      <KanbanCardTime ticket={ticket} />
      <KanbanCardPreviewText ticket={ticket} />
      <ViewTicketButton ticket={ticket} dragging />
    </Paper>
  );
}
