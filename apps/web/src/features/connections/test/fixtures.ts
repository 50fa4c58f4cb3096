import type { ConnectionStatus, WhatsappDTO } from '@zapdesk/shared';
import { makeConnectionDto, makeConnectionEventDto, makeWhatsappSessionDto } from '../../../test/dto-fixtures';

/** A connection as GET /whatsapp/ returns it to an admin. */
export function makeConnection(overrides: Partial<WhatsappDTO> = {}): WhatsappDTO {
  return makeConnectionDto({ updatedAt: '2025-03-04T15:07:00.000Z', ...overrides });
}

/** The same connection as a whatsapp event carries it to every user (without the token). */
export function makeConnectionEvent(overrides: Partial<WhatsappDTO> = {}): Omit<WhatsappDTO, 'token'> {
  return makeConnectionEventDto({ updatedAt: '2025-03-04T15:07:00.000Z', ...overrides });
}

/** A whatsappSession event payload for a connection. */
export function sessionEvent(id: number, status: ConnectionStatus, qrcode = '') {
  return {
    action: 'update' as const,
    session: makeWhatsappSessionDto({ id, name: `Conexão ${id}`, status, qrcode, number: null, updatedAt: '2025-03-05T09:30:00.000Z' }),
  };
}
