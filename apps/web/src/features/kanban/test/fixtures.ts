import type { TagOptionDTO, TagRefDTO, TicketDTO } from '@zapdesk/shared';
import { makeTicketDto } from '../../../test/dto-fixtures';

export const negotiating: TagOptionDTO = { id: 11, name: 'Negociação', color: '#FF9900', kanban: 1 };
export const won: TagOptionDTO = { id: 12, name: 'Fechado', color: '#008B02', kanban: 1 };
export const vip: TagRefDTO = { id: 30, name: 'VIP', color: '#5300EB' };

const ref = ({ id, name, color }: TagRefDTO): TagRefDTO => ({ id, name, color });

/** An open ticket of queue 1 as GET /ticket/kanban answers it, carrying these tags. */
export function makeCard(id: number, name: string, tags: TagRefDTO[] = [], overrides: Partial<TicketDTO> = {}): TicketDTO {
  return makeTicketDto({
    id,
    uuid: `uuid-${id}`,
    lastMessage: `Mensagem de ${name}`,
    lastMessageAt: `2025-03-04T12:00:${String(id).padStart(2, '0')}.000Z`,
    contactId: 100 + id,
    queueId: 1,
    contact: { id: 100 + id, name, number: `55119876500${String(id).padStart(2, '0')}`, email: '', profilePicUrl: '', isGroup: false },
    queue: { id: 1, name: 'Vendas', color: '#2e7d32' },
    tags: tags.map(ref),
    createdAt: '2025-03-04T12:00:00.000Z',
    updatedAt: `2025-03-04T12:00:${String(id).padStart(2, '0')}.000Z`,
    ...overrides,
  });
}

/**
 * Gives the board's lanes and cards the geometry a browser would (jsdom measures everything as 0x0), so the
 * drag-and-drop library can tell which lane a dragged card is over: lane i spans x = 300·i … 300·i + 280,
 * the j-th card of a lane sits 120 px below the previous one, and the drag preview sits where its card is.
 */
export function layOutBoard(): () => void {
  const original = Element.prototype.getBoundingClientRect;
  const rect = (left: number, top: number, width: number, height: number) =>
    ({ left, top, width, height, right: left + width, bottom: top + height, x: left, y: top, toJSON: () => ({}) }) as DOMRect;
  const cardRect = (card: Element): DOMRect => {
    const lane = card.closest('[data-lane-index]');
    const index = Number(lane?.getAttribute('data-lane-index') ?? 0);
    const siblings = lane ? [...lane.querySelectorAll('[data-ticket-id]')] : [card];
    return rect(300 * index + 10, 60 + 120 * siblings.indexOf(card), 260, 100);
  };
  Element.prototype.getBoundingClientRect = function getBoundingClientRect(this: Element) {
    // The library measures the overlay's own wrapper, whose only child is the preview.
    const preview = this.matches('[data-drag-preview]') ? this : this.firstElementChild?.matches('[data-drag-preview]') ? this.firstElementChild : null;
    if (preview) {
      const card = document.querySelector(`[data-ticket-id="${preview.getAttribute('data-drag-preview')}"]`);
      if (card) return cardRect(card);
    }
    if (this.matches('[data-ticket-id]')) return cardRect(this);
    if (this.matches('[data-lane-index]')) return rect(300 * Number(this.getAttribute('data-lane-index')), 0, 280, 600);
    return original.call(this);
  };
  return () => {
    Element.prototype.getBoundingClientRect = original;
  };
}
