import type { ConnectionStatus, WhatsappDTO } from '@zapdesk/shared';

/** A connection as GET /whatsapp/ returns it to an admin. */
export function makeConnection(overrides: Partial<WhatsappDTO> = {}): WhatsappDTO {
  return {
    id: 1,
    name: 'Comercial',
    status: 'CONNECTED',
    qrcode: '',
    retries: 0,
    number: '5511912345678',
    isDefault: false,
    token: 'a'.repeat(64),
    provider: 'beta',
    greetingMessage: '',
    complationMessage: '',
    outOfHoursMessage: '',
    ratingMessage: '',
    expiresInactiveMessage: '',
    expiresTicket: 0,
    timeToTransfer: null,
    transferQueueId: null,
    promptId: null,
    integrationId: null,
    timeUseBotQueues: 0,
    maxUseBotQueues: 3,
    queues: [],
    companyId: 3,
    createdAt: '2025-03-01T12:00:00.000Z',
    updatedAt: '2025-03-04T15:07:00.000Z',
    ...overrides,
  };
}

/** A whatsappSession event payload for a connection. */
export function sessionEvent(id: number, status: ConnectionStatus, qrcode = '') {
  return {
    action: 'update' as const,
    session: { id, name: `Conexão ${id}`, status, qrcode, retries: 0, number: null, pairingCode: null, updatedAt: '2025-03-05T09:30:00.000Z' },
  };
}
