import type { CompanyDTO, UserDTO } from './dto.js';
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
}
export type CompanyEntity = keyof CompanyEventPayloads;

/** Events the client emits. */
export const ClientEvents = {
  joinChatBox: 'joinChatBox',
  joinNotification: 'joinNotification',
  joinTickets: 'joinTickets',
  userStatus: 'userStatus',
} as const;
