import dayjs from 'dayjs';
import type { MessageDTO, TicketDTO } from '@zapdesk/shared';

/** An instant given in the browser's time zone ('2025-03-04 15:30'), as the API sends it (ISO, UTC). */
export const at = (local: string) => dayjs(local.replace(' ', 'T')).toISOString();

/** An open ticket of user 7 (Ana Souza) with contact Maria Lima, unless overridden. */
export function makeTicket(overrides: Partial<TicketDTO> = {}): TicketDTO {
  return {
    id: 1,
    uuid: 'uuid-1',
    status: 'open',
    lastMessage: '',
    unreadMessages: 0,
    isGroup: false,
    chatbot: false,
    useIntegration: false,
    promptId: null,
    integrationId: null,
    contactId: 101,
    userId: 7,
    queueId: 1,
    whatsappId: 1,
    companyId: 3,
    contact: { id: 101, name: 'Maria Lima', number: '5511999990001', email: '', profilePicUrl: '', isGroup: false },
    user: { id: 7, name: 'Ana Souza' },
    queue: { id: 1, name: 'Vendas', color: '#2e7d32' },
    whatsapp: { id: 1, name: 'Comercial' },
    tags: [],
    createdAt: at('2025-03-04 09:00'),
    updatedAt: at('2025-03-04 09:00'),
    ...overrides,
  };
}

/** A customer's text message in ticket 1, written on 04/03/2025 at 10:00 + id minutes. */
export function makeMessage(id: number, overrides: Partial<MessageDTO> = {}): MessageDTO {
  return {
    id,
    wid: `wid-${id}`,
    ticketId: 1,
    body: `Texto ${id}`,
    fromMe: false,
    mediaType: 'chat',
    mediaUrl: null,
    mimetype: null,
    filename: null,
    ack: 0,
    read: true,
    isDeleted: false,
    isEdited: false,
    isAutomatic: false,
    reaction: null,
    quotedMsg: null,
    contact: null,
    createdAt: dayjs(at('2025-03-04 10:00')).add(id, 'minute').toISOString(),
    updatedAt: at('2025-03-04 10:00'),
    ...overrides,
  };
}
