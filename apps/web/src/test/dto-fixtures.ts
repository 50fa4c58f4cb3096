import {
  contactImportResultSchema,
  contactSchema,
  messageSchema,
  parseDto,
  queueSchema,
  quickMessageSchema,
  tagSchema,
  ticketSchema,
  userOptionSchema,
  whatsappSchema,
  whatsappSessionSchema,
  type ContactDTO,
  type ContactImportResult,
  type DtoSchema,
  type MessageDTO,
  type QueueDTO,
  type QuickMessageDTO,
  type TagDTO,
  type TicketDTO,
  type UserOptionDTO,
  type WhatsappDTO,
  type WhatsappSessionDTO,
} from '@zapdesk/shared';

// The one place a fake DTO is made: every builder below (and every feature's fixture built on them) passes
// its result through the shared schema the API's tests hold the real responses to, so a fake that lacks,
// renames or adds a field throws here instead of letting a screen's test pass against a shape the API never
// sends. Defaults describe company 3, user 7 (Ana Souza) and connection 1 (Comercial).

/** The instant every builder's record was created and last changed. */
export const STAMP = '2025-03-01T12:00:00.000Z';

/** `value` once the DTO `schema` accepts it; throws naming `label` and every wrong field otherwise. */
export function validDto<T>(schema: DtoSchema<T>, value: T, label: string): T {
  return parseDto(schema, value, `fixture ${label}`);
}

/** Ticket 1: open, user 7's, of contact 101 (Maria Lima) on connection 1, without queue or tags. */
export function makeTicketDto(overrides: Partial<TicketDTO> = {}): TicketDTO {
  const ticket: TicketDTO = {
    id: 1,
    uuid: 'uuid-1',
    status: 'open',
    lastMessage: '',
    lastMessageAt: STAMP,
    unreadMessages: 0,
    isGroup: false,
    chatbot: false,
    useIntegration: false,
    promptId: null,
    integrationId: null,
    contactId: 101,
    userId: 7,
    queueId: null,
    whatsappId: 1,
    companyId: 3,
    contact: { id: 101, name: 'Maria Lima', number: '5511999990001', email: '', profilePicUrl: '', isGroup: false },
    user: { id: 7, name: 'Ana Souza' },
    queue: null,
    whatsapp: { id: 1, name: 'Comercial' },
    tags: [],
    createdAt: STAMP,
    updatedAt: STAMP,
    ...overrides,
  };
  return validDto(ticketSchema, ticket, `ticket ${ticket.id}`);
}

/** Ticket 10 of contact 5 (Maria Oliveira), open and assigned to user 7, last message 'Olá' (the contact and transfer tests' ticket). */
export function makeMariaTicketDto(overrides: Partial<TicketDTO> = {}): TicketDTO {
  return makeTicketDto({
    id: 10,
    uuid: 'ticket-uuid-10',
    lastMessage: 'Olá',
    lastMessageAt: '2025-03-04T12:00:00.000Z',
    contactId: 5,
    contact: { id: 5, name: 'Maria Oliveira', number: '5511987654321', email: '', profilePicUrl: '', isGroup: false },
    createdAt: '2025-03-04T12:00:00.000Z',
    updatedAt: '2025-03-04T12:00:00.000Z',
    ...overrides,
  });
}

/** Message 1 of ticket 1: the customer's read text, without media, quote or reactions. */
export function makeMessageDto(overrides: Partial<MessageDTO> = {}): MessageDTO {
  const message: MessageDTO = {
    id: 1,
    wid: 'wid-1',
    ticketId: 1,
    body: 'Texto 1',
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
    reactions: [],
    quotedMsg: null,
    contact: null,
    createdAt: STAMP,
    updatedAt: STAMP,
    ...overrides,
  };
  return validDto(messageSchema, message, `message ${message.id}`);
}

/** Contact 5 (Maria Oliveira) of connection 1, without extra info. */
export function makeContactDto(overrides: Partial<ContactDTO> = {}): ContactDTO {
  const contact: ContactDTO = {
    id: 5,
    uuid: 'contact-uuid-5',
    name: 'Maria Oliveira',
    number: '5511987654321',
    email: 'maria@cliente.com',
    profilePicUrl: '',
    isGroup: false,
    lid: null,
    companyId: 3,
    whatsappId: 1,
    whatsapp: { id: 1, name: 'Comercial' },
    extraInfo: [],
    createdAt: STAMP,
    updatedAt: STAMP,
    ...overrides,
  };
  return validDto(contactSchema, contact, `contact ${contact.id}`);
}

/** POST /contacts/import's answer: nobody created or completed. */
export function makeContactImportResultDto(overrides: Partial<ContactImportResult> = {}): ContactImportResult {
  return validDto(contactImportResultSchema, { created: 0, updated: 0, ...overrides }, 'contact import');
}

/** Queue 1 (Vendas), without messages, schedules or bot. */
export function makeQueueDto(overrides: Partial<QueueDTO> = {}): QueueDTO {
  const queue: QueueDTO = {
    id: 1,
    name: 'Vendas',
    color: '#B80000',
    greetingMessage: '',
    completionMessage: '',
    outOfHoursMessage: '',
    ratingMessage: '',
    orderQueue: null,
    integrationId: null,
    promptId: null,
    schedules: [],
    companyId: 3,
    createdAt: STAMP,
    updatedAt: STAMP,
    ...overrides,
  };
  return validDto(queueSchema, queue, `queue ${queue.id}`);
}

/** Tag 1 (VIP) created by user 7, on no ticket and not a kanban lane. */
export function makeTagDto(overrides: Partial<TagDTO> = {}): TagDTO {
  const tag: TagDTO = { id: 1, name: 'VIP', color: '#5C59A0', kanban: 0, userId: 7, ticketsCount: 0, ...overrides };
  return validDto(tagSchema, tag, `tag ${tag.id}`);
}

/** User 7 (Ana Souza), an admin, as GET /users/list offers her to the pickers. */
export function makeUserOptionDto(overrides: Partial<UserOptionDTO> = {}): UserOptionDTO {
  const option: UserOptionDTO = { id: 7, name: 'Ana Souza', profile: 'admin', ...overrides };
  return validDto(userOptionSchema, option, `user option ${option.id}`);
}

/** Quick message 1 (/oi), shared and by user 7, without attachment. */
export function makeQuickMessageDto(overrides: Partial<QuickMessageDTO> = {}): QuickMessageDTO {
  const quickMessage: QuickMessageDTO = {
    id: 1,
    shortcode: 'oi',
    message: 'Olá!',
    geral: true,
    status: true,
    isMedia: false,
    mediaPath: null,
    mediaName: null,
    userId: 7,
    companyId: 3,
    createdAt: STAMP,
    updatedAt: STAMP,
    ...overrides,
  };
  return validDto(quickMessageSchema, quickMessage, `quick message ${quickMessage.id}`);
}

/** Connection 1 (Comercial), connected, as an admin reads it (with its token). */
export function makeConnectionDto(overrides: Partial<WhatsappDTO> = {}): WhatsappDTO {
  const connection: WhatsappDTO = {
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
    createdAt: STAMP,
    updatedAt: STAMP,
    ...overrides,
  };
  return validDto(whatsappSchema, connection, `connection ${connection.id}`);
}

/** A connection as its live event carries it: every user receives it, so the external-API token stays out (events.ts). */
export function makeConnectionEventDto(overrides: Partial<WhatsappDTO> = {}): Omit<WhatsappDTO, 'token'> {
  const { token: _token, ...shown } = makeConnectionDto(overrides);
  return validDto(whatsappSchema.omit(['token']), shown, `connection event ${shown.id}`);
}

/** Connection 1's (Comercial) live session report, built from the connection as the API builds it. */
export function makeWhatsappSessionDto(overrides: Partial<WhatsappSessionDTO> = {}): WhatsappSessionDTO {
  const { id, name, status, qrcode, retries, number, updatedAt } = makeConnectionDto();
  const session: WhatsappSessionDTO = { id, name, status, qrcode, retries, number, pairingCode: null, updatedAt, ...overrides };
  return validDto(whatsappSessionSchema, session, `session of connection ${session.id}`);
}
