import type { AllTicket, ConnectionStatus, Profile, Recurrence, ScheduleEntry, WhatsappProvider } from './constants.js';
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

/** A user as GET /users/list answers it to every signed-in user of the company: the pickers' choices, by name. */
export interface UserOptionDTO {
  id: number;
  name: string;
  profile: Profile;
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
  status: ConnectionStatus;
  qrcode: string;
  retries: number;
  number: string | null;
  isDefault: boolean;
  /** Only admins receive the connection token (a credential of the external API). */
  token?: string;
  provider: WhatsappProvider;
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

export type TicketStatus = 'pending' | 'open' | 'closed';

export interface ContactRefDTO {
  id: number;
  name: string;
  number: string | null;
  email: string;
  profilePicUrl: string;
  isGroup: boolean;
}

export interface TagRefDTO {
  id: number;
  name: string;
  color: string;
}

export interface TicketDTO {
  id: number;
  uuid: string;
  status: TicketStatus;
  lastMessage: string;
  /** When the last message was written (ISO): the ticket list's order and its rows' time. */
  lastMessageAt: string;
  unreadMessages: number;
  isGroup: boolean;
  chatbot: boolean;
  useIntegration: boolean;
  promptId: number | null;
  integrationId: number | null;
  contactId: number;
  userId: number | null;
  queueId: number | null;
  whatsappId: number;
  companyId: number;
  contact?: ContactRefDTO;
  user: { id: number; name: string } | null;
  queue: QueueRefDTO | null;
  whatsapp: { id: number; name: string } | null;
  tags: TagRefDTO[];
  createdAt: string;
  updatedAt: string;
}

export type MessageMediaType = 'chat' | 'image' | 'audio' | 'video' | 'application' | 'sticker' | 'locationMessage' | 'vcard' | 'call_log';

export interface MessageReactionDTO {
  emoji: string;
  fromMe: boolean;
}

export interface MessageDTO {
  id: number;
  wid: string | null;
  ticketId: number;
  body: string;
  fromMe: boolean;
  mediaType: MessageMediaType;
  /** API path that serves the media with authorisation (fetch it as a blob with the token). */
  mediaUrl: string | null;
  mimetype: string | null;
  filename: string | null;
  ack: number;
  read: boolean;
  isDeleted: boolean;
  isEdited: boolean;
  isAutomatic: boolean;
  /** The customer's reaction (the first one in a group), kept for clients that show one; see `reactions`. */
  reaction: string | null;
  /** Everyone's reactions, one per reactor, oldest first: ours (`fromMe`) and the customers'. */
  reactions: MessageReactionDTO[];
  quotedMsg: Pick<MessageDTO, 'id' | 'body' | 'fromMe' | 'mediaType'> | null;
  contact: { id: number; name: string } | null;
  createdAt: string;
  updatedAt: string;
}

/** GET /unread-counts: the top bar's badges, counted by the server. */
export interface UnreadCountsDTO {
  /** Unread internal-chat messages of the user (0 when the plan has no internal chat). */
  chats: number;
  /** Active announcements published since the user last opened them. */
  announcements: number;
}
