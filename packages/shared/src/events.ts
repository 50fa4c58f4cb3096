import type { CompanyDTO, ContactRefDTO, MessageDTO, TicketDTO, UserDTO, WhatsappDTO } from './dto.js';
import type { ConnectionStatus } from './constants.js';
import type { QueueDTO } from './queues.js';
import type { ScheduleDTO } from './schedules.js';
import type { QuickMessageDTO } from './quick-messages.js';
import type { SettingDTO } from './settings.js';
import type { TagDTO } from './tags.js';
import type { ChatDTO, ChatMessageDTO } from './chats.js';
import type { PaymentEventPayload } from './billing.js';
import type { PromptDTO } from './prompts.js';
import type { QueueIntegrationDTO } from './integrations.js';

/** The socket event name for an entity of a company: `company-{id}-{entity}`. */
export function companyEvent(companyId: number, entity: string): string {
  return `company-${companyId}-${entity}`;
}

/** Payloads of the per-company events, by entity. */
export interface CompanyEventPayloads {
  user: { action: 'create' | 'update'; user: UserDTO } | { action: 'delete'; userId: number };
  settings: { action: 'update'; setting: SettingDTO };
  auth: { action: 'update'; user: { id: number }; sessionId: string };
  // Sent by the socket server to a socket whose token no longer matches its user (deleted, demoted, logged out,
  // password changed, company deactivated) just before it disconnects it: the client refreshes or signs out.
  session: { action: 'end' };
  company: { action: 'update'; company: CompanyDTO } | { action: 'delete'; companyId: number };
  // Every user of the company receives it, so the external-API token stays out (GET /whatsapp gives it to admins).
  whatsapp: { action: 'update'; whatsapp: Omit<WhatsappDTO, 'token'> } | { action: 'delete'; whatsappId: number };
  whatsappSession: { action: 'update'; session: WhatsappSessionDTO };
  ticket: { action: 'update'; ticket: TicketDTO } | { action: 'delete'; ticketId: number } | { action: 'updateUnread'; ticketId: number };
  appMessage: { action: 'create' | 'update'; message: MessageDTO; ticket: TicketDTO; contact: ContactRefDTO };
  contact: { action: 'update' | 'create'; contact: ContactRefDTO } | { action: 'delete'; contactId: number };
  // Shared (geral) replies go to the company, private ones only to their author's sockets.
  quickmessage: { action: 'create' | 'update'; quickMessage: QuickMessageDTO } | { action: 'delete'; quickMessageId: number };
  queue: { action: 'create' | 'update'; queue: QueueDTO } | { action: 'delete'; queueId: number };
  schedule: { action: 'create' | 'update'; schedule: ScheduleDTO } | { action: 'delete'; scheduleId: number };
  tag: { action: 'create' | 'update'; tag: TagDTO } | { action: 'delete'; tagId: number };
  // Internal chats reach only their members' user rooms, never the whole company.
  // An invoice was paid (the super user or the gateway): the checkout shows the renewal (§4 Invoice and company).
  payment: PaymentEventPayload;
  chat:
    { action: 'create' | 'update'; chat: ChatDTO } | { action: 'delete'; chatId: number } | { action: 'new-message'; message: ChatMessageDTO; chat: ChatDTO };
  prompt: { action: 'create' | 'update'; prompt: PromptDTO } | { action: 'delete'; promptId: number };
  queueIntegration: { action: 'create' | 'update'; queueIntegration: QueueIntegrationDTO } | { action: 'delete'; integrationId: number };
}
export type CompanyEntity = keyof CompanyEventPayloads;

/** Events the client emits. */
export const ClientEvents = {
  joinChatBox: 'joinChatBox',
  joinNotification: 'joinNotification',
  joinTickets: 'joinTickets',
  userStatus: 'userStatus',
} as const;

/** What a live session reports to the Connections screen (the QR modal reads qrcode). */
export interface WhatsappSessionDTO {
  id: number;
  name: string;
  status: ConnectionStatus;
  qrcode: string;
  retries: number;
  number: string | null;
  pairingCode: string | null;
  updatedAt: string;
}
