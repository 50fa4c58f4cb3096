import type { AllTicket, Profile, Recurrence, ScheduleEntry } from './constants.js';
import type { SettingDTO } from './settings.js';

export interface PlanDTO {
  id: number;
  name: string;
  users: number;
  connections: number;
  queues: number;
  campaigns: number;
  schedules: number;
  value: number;
  useCampaigns: boolean;
  useKanban: boolean;
  useOpenAi: boolean;
  useIntegrations: boolean;
  useSchedules: boolean;
  useInternalChat: boolean;
  useExternalApi: boolean;
  createdAt?: string;
  updatedAt?: string;
}

export interface CompanyDTO {
  id: number;
  name: string;
  email: string | null;
  phone: string | null;
  planId: number;
  plan?: PlanDTO;
  status: boolean;
  campaignsEnabled: boolean;
  dueDate: string | null;
  recurrence: Recurrence | null;
  trialExpiration?: string | null;
  schedules: ScheduleEntry[];
  settings?: SettingDTO[];
  billingName?: string | null;
  addressZipCode?: string | null;
  addressStreet?: string | null;
  addressState?: string | null;
  addressCity?: string | null;
  addressDistrict?: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface QueueRefDTO {
  id: number;
  name: string;
  color: string;
}

export interface UserDTO {
  id: number;
  name: string;
  email: string;
  profile: Profile;
  super: boolean;
  online: boolean;
  companyId: number;
  allTicket: AllTicket;
  whatsappId: number | null;
  queues: QueueRefDTO[];
  company?: Pick<CompanyDTO, 'id' | 'name' | 'dueDate' | 'email' | 'status' | 'trialExpiration' | 'settings' | 'plan'>;
  createdAt: string;
  updatedAt: string;
}

export interface LoginResponse {
  token: string;
  user: UserDTO;
  /** Names this browser session: the login-elsewhere event carries the new session's id. */
  sessionId: string;
  /** True while the super user still uses the well-known default password. */
  defaultPasswordInUse: boolean;
}

export interface HelpDTO {
  id: number;
  title: string;
  video: string;
  description: string;
  createdAt: string;
  updatedAt: string;
}

export interface Paginated {
  hasMore: boolean;
}

export interface WhatsappDTO {
  id: number;
  name: string;
  status: import('./constants.js').ConnectionStatus;
  qrcode: string;
  retries: number;
  number: string | null;
  isDefault: boolean;
  token: string;
  provider: import('./constants.js').WhatsappProvider;
  greetingMessage: string;
  complationMessage: string;
  outOfHoursMessage: string;
  ratingMessage: string;
  expiresInactiveMessage: string;
  expiresTicket: number;
  timeToTransfer: number | null;
  transferQueueId: number | null;
  promptId: number | null;
  integrationId: number | null;
  timeUseBotQueues: number;
  maxUseBotQueues: number;
  queues: QueueRefDTO[];
  companyId: number;
  createdAt: string;
  updatedAt: string;
}
