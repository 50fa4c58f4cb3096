import {
  announcementSchema,
  chatMessageSchema,
  chatSchema,
  scheduleSchema,
  ticketNoteSchema,
  type AnnouncementDTO,
  type ChatDTO,
  type ChatMessageDTO,
  type ScheduleDTO,
  type TicketNoteDTO,
} from '@zapdesk/shared';
import { STAMP, validDto } from './dto-fixtures';

// Builders of the feature screens' DTOs (schedules, chats, announcements, notes, AI and integrations,
// campaigns), made and validated as dto-fixtures.ts makes the core resources': through the shared schema the
// API's tests hold the real responses to. Same defaults: company 3, user 7 (Ana Souza), contact 101.

/** Schedule 10: AGENDADA, by user 7 for contact 101 (Maria Lima), without ticket or attachment. */
export function makeScheduleDto(overrides: Partial<ScheduleDTO> = {}): ScheduleDTO {
  const schedule: ScheduleDTO = {
    id: 10,
    body: 'Lembrete da sua consulta',
    sendAt: STAMP,
    sentAt: null,
    status: 'AGENDADA',
    contactId: 101,
    contact: { id: 101, name: 'Maria Lima', number: '5511999990001', email: '', profilePicUrl: '', isGroup: false },
    ticketId: null,
    userId: 7,
    user: { id: 7, name: 'Ana Souza' },
    companyId: 3,
    mediaPath: null,
    mediaName: null,
    createdAt: STAMP,
    updatedAt: STAMP,
    ...overrides,
  };
  return validDto(scheduleSchema, schedule, `schedule ${schedule.id}`);
}

/** Chat 1 (Plantão), owned by user 7, whose members are user 7 (Ana Souza) and user 8, neither with unreads. */
export function makeChatDto(overrides: Partial<ChatDTO> = {}): ChatDTO {
  const chatId = overrides.id ?? 1;
  const chat: ChatDTO = {
    id: chatId,
    uuid: `00000000-0000-4000-8000-${String(chatId).padStart(12, '0')}`,
    title: 'Plantão',
    ownerId: 7,
    lastMessage: '',
    companyId: 3,
    createdAt: STAMP,
    updatedAt: STAMP,
    users: [
      { chatId, userId: 7, unreads: 0, user: { id: 7, name: 'Ana Souza' } },
      { chatId, userId: 8, unreads: 0, user: { id: 8, name: 'Bruno Lima' } },
    ],
    ...overrides,
  };
  return validDto(chatSchema, chat, `chat ${chat.id}`);
}

/** Message 1 of chat 1, sent by user 8 (Bruno Lima). */
export function makeChatMessageDto(overrides: Partial<ChatMessageDTO> = {}): ChatMessageDTO {
  const message: ChatMessageDTO = {
    id: 1,
    chatId: 1,
    senderId: 8,
    sender: { id: 8, name: 'Bruno Lima' },
    message: 'Bom dia',
    createdAt: STAMP,
    updatedAt: STAMP,
    ...overrides,
  };
  return validDto(chatMessageSchema, message, `chat message ${message.id}`);
}

/** Announcement 1: active, low priority, without a picture, written from company 1 (the super user's). */
export function makeAnnouncementDto(overrides: Partial<AnnouncementDTO> = {}): AnnouncementDTO {
  const announcement: AnnouncementDTO = {
    id: 1,
    title: 'Manutenção programada',
    text: 'O sistema fica fora do ar às 22h.',
    priority: 3,
    status: true,
    mediaPath: null,
    mediaName: null,
    companyId: 1,
    createdAt: STAMP,
    updatedAt: STAMP,
    ...overrides,
  };
  return validDto(announcementSchema, announcement, `announcement ${announcement.id}`);
}

/** Note 1 by user 7 (Ana Souza) on ticket 1 about its contact 101. */
export function makeTicketNoteDto(overrides: Partial<TicketNoteDTO> = {}): TicketNoteDTO {
  const note: TicketNoteDTO = {
    id: 1,
    note: 'Observação 1',
    ticketId: 1,
    contactId: 101,
    userId: 7,
    user: { id: 7, name: 'Ana Souza' },
    createdAt: STAMP,
    updatedAt: STAMP,
    ...overrides,
  };
  return validDto(ticketNoteSchema, note, `ticket note ${note.id}`);
}
