import dayjs from 'dayjs';
import type { MessageDTO, TicketDTO } from '@zapdesk/shared';
import { makeMessageDto, makeTicketDto } from '../../../test/dto-fixtures';

/** An instant given in the browser's time zone ('2025-03-04 15:30'), as the API sends it (ISO, UTC). */
export const at = (local: string) => dayjs(local.replace(' ', 'T')).toISOString();

/** An open ticket of user 7 (Ana Souza) with contact Maria Lima in queue 1 (Vendas), unless overridden. */
export function makeTicket(overrides: Partial<TicketDTO> = {}): TicketDTO {
  return makeTicketDto({
    lastMessageAt: at('2025-03-04 09:00'),
    queueId: 1,
    queue: { id: 1, name: 'Vendas', color: '#2e7d32' },
    createdAt: at('2025-03-04 09:00'),
    updatedAt: at('2025-03-04 09:00'),
    ...overrides,
  });
}

/** A customer's text message in ticket 1, written on 04/03/2025 at 10:00 + id minutes. */
export function makeMessage(id: number, overrides: Partial<MessageDTO> = {}): MessageDTO {
  return makeMessageDto({
    id,
    wid: `wid-${id}`,
    body: `Texto ${id}`,
    createdAt: dayjs(at('2025-03-04 10:00')).add(id, 'minute').toISOString(),
    updatedAt: at('2025-03-04 10:00'),
    ...overrides,
  });
}
