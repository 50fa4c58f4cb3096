import { useCallback, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import type { TagOptionDTO, TicketDTO } from '@zapdesk/shared';
import { toastError } from '../../../lib/toast-error';
import { addTicketTag, removeTicketLane } from '../../../resources/tickets/api';
import { OPEN_LANE, laneOf, moveToLane, type LaneKey } from '../../../resources/tickets/kanban-board';

interface MoveCardDeps {
  lanes: TagOptionDTO[];
  applyTicket: (ticket: TicketDTO) => void;
  moving: RefObject<Set<number>>;
  reload: () => void;
}

/**
 * Moves a card to a lane (§2: dragging a card swaps its tag): DELETE /ticket-tags/{ticketId} takes it out of
 * its lane ('Ticket Tag Removido!'), then PUT /ticket-tags/{ticketId}/{tagId} puts it in the new one
 * ('Ticket Tag Adicionado com Sucesso!'). A card from 'Em aberto' has no lane to leave, and 'Em aberto' has
 * no tag to join. The card moves at once; a failure shows the error and reloads the board.
 */
export function useMoveCard({ lanes, applyTicket, moving, reload }: MoveCardDeps) {
  const { t } = useTranslation();
  return useCallback(
    async (ticket: TicketDTO, to: LaneKey) => {
      const from = laneOf(ticket, lanes);
      if (from === to) return;
      moving.current.add(ticket.id);
      applyTicket(moveToLane(ticket, lanes, to));
      try {
        let saved: TicketDTO | null = null;
        if (from !== OPEN_LANE) {
          saved = await removeTicketLane(ticket.id);
          toast.success(t('kanban.tagRemoved'));
        }
        if (to !== OPEN_LANE) {
          saved = await addTicketTag(ticket.id, to);
          toast.success(t('kanban.tagAdded'));
        }
        if (saved) applyTicket(saved);
      } catch (error) {
        toastError(error);
        reload();
      } finally {
        moving.current.delete(ticket.id);
      }
    },
    [lanes, applyTicket, moving, reload, t],
  );
}
