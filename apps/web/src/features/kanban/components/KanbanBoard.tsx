import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import type { TicketDTO } from '@zapdesk/shared';
import Box from '@mui/material/Box';
import { laneFromDropId, type Lane, type LaneKey } from '../../../resources/tickets/kanban-board';
import { laneKeyboardCoordinates } from '../lane-keyboard';
import { KanbanCardPreview } from './KanbanCard';
import { useScrollEdges } from '../hooks/useScrollEdges';
import { KanbanLane } from './KanbanLane';
import { ScrollCue } from './ScrollCue';

interface KanbanBoardProps {
  board: Lane[];
  onMove: (ticket: TicketDTO, to: LaneKey) => void;
}

const ticketOf = (data: unknown): TicketDTO | null => (data as { ticket?: TicketDTO } | undefined)?.ticket ?? null;
const laneNameOf = (data: unknown): string => (data as { laneName?: string } | undefined)?.laneName ?? '';

/** What a screen reader hears while a card is dragged, in the user's language. */
function useAnnouncements(): Announcements {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      onDragStart: ({ active }) => t('kanban.a11y.picked', { id: ticketOf(active.data.current)?.id }),
      onDragOver: ({ active, over }) =>
        over ? t('kanban.a11y.over', { id: ticketOf(active.data.current)?.id, lane: laneNameOf(over.data.current) }) : undefined,
      onDragEnd: ({ active, over }) =>
        over ? t('kanban.a11y.dropped', { id: ticketOf(active.data.current)?.id, lane: laneNameOf(over.data.current) }) : t('kanban.a11y.cancelled'),
      onDragCancel: () => t('kanban.a11y.cancelled'),
    }),
    [t],
  );
}

/**
 * The lanes side by side, scrolling sideways on narrow screens. A card moves by dragging it with the mouse,
 * by pressing and dragging on a touch screen (a quick swipe still scrolls the board), or with the keyboard
 * (Space to pick up, left and right arrows to go lane by lane, Space to drop).
 */
export function KanbanBoard({ board, onMove }: KanbanBoardProps) {
  const { t } = useTranslation();
  const [active, setActive] = useState<TicketDTO | null>(null);
  const sensors = useSensors(
    // Mouse and touch apart (not one pointer sensor): a mouse drags after a few pixels, so 'Ver Ticket' still
    // clicks; a finger must rest on the card first, so swiping across the lanes scrolls the board.
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: laneKeyboardCoordinates }),
  );
  const announcements = useAnnouncements();
  const lanesRef = useRef<HTMLDivElement>(null);
  const edges = useScrollEdges(lanesRef, board.length);
  const scrollBy = (direction: 1 | -1) => {
    const el = lanesRef.current;
    el?.scrollBy({ left: direction * el.clientWidth * 0.8, behavior: 'smooth' });
  };

  const handleDragStart = (event: DragStartEvent) => setActive(ticketOf(event.active.data.current));
  const handleDragEnd = (event: DragEndEvent) => {
    setActive(null);
    const ticket = ticketOf(event.active.data.current);
    const to = laneFromDropId(event.over?.id);
    if (ticket && to !== null) onMove(ticket, to);
  };

  return (
    <DndContext
      sensors={sensors}
      onDragStart={handleDragStart}
      onDragEnd={handleDragEnd}
      onDragCancel={() => setActive(null)}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('kanban.a11y.instructions') } }}
    >
      <Box sx={{ position: 'relative' }}>
        <Box
          ref={lanesRef}
          role="region"
          aria-label={t('kanban.title')}
          tabIndex={0}
          sx={{
            display: 'flex',
            gap: 1.5,
            overflowX: 'auto',
            alignItems: 'stretch',
            pb: 1,
            height: { xs: 'calc(100dvh - 190px)', sm: 'calc(100vh - 170px)' },
            minHeight: 320,
          }}
        >
          {board.map((lane, index) => (
            <KanbanLane key={lane.key} lane={lane} index={index} />
          ))}
        </Box>
        {edges.before && <ScrollCue side="before" onScroll={() => scrollBy(-1)} />}
        {edges.after && <ScrollCue side="after" onScroll={() => scrollBy(1)} />}
      </Box>
      <DragOverlay>{active && <KanbanCardPreview ticket={active} />}</DragOverlay>
    </DndContext>
  );
}
