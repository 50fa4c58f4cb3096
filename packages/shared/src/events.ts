import type { CompanyDTO, UserDTO, WhatsappDTO } from './dto.js';
import type { ConnectionStatus } from './constants.js';
import type { SettingDTO } from './settings.js';

/** The socket event name for an entity of a company: `company-{id}-{entity}`. */
export function companyEvent(companyId: number, entity: string): string {
  return `company-${companyId}-${entity}`;
}

/** Payloads of the per-company events, by entity. */
export interface CompanyEventPayloads {
  user: { action: 'create' | 'update'; user: UserDTO } | { action: 'delete'; userId: number };
  settings: { action: 'update'; setting: SettingDTO };
  auth: { action: 'update'; user: { id: number }; sessionId: string };
  company: { action: 'update'; company: CompanyDTO } | { action: 'delete'; companyId: number };
  whatsapp: { action: 'update'; whatsapp: WhatsappDTO } | { action: 'delete'; whatsappId: number };
  whatsappSession: { action: 'update'; session: WhatsappSessionDTO };
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
