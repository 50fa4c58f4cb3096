// Campaigns, contact lists, campaign settings and file lists (contract §3, §4 Campaign, §7 'Campaigns and lists'
// and 'Files', §9 Campaigns, §10 Campaigns).

/** §4 Campaign: a new campaign is INATIVA; the server moves it on. */
export const CampaignStatuses = ['INATIVA', 'PROGRAMADA', 'EM_ANDAMENTO', 'CANCELADA', 'FINALIZADA'] as const;
export type CampaignStatus = (typeof CampaignStatuses)[number];

/** Spec §9: up to 5 messages and 5 confirmation messages (message1..5, confirmationMessage1..5). */
export const CAMPAIGN_MESSAGE_SLOTS = [1, 2, 3, 4, 5] as const;
export type CampaignMessageField = `message${(typeof CAMPAIGN_MESSAGE_SLOTS)[number]}`;
export type CampaignConfirmationField = `confirmationMessage${(typeof CAMPAIGN_MESSAGE_SLOTS)[number]}`;

/** §5: a campaign's and a contact list's name have 2 to 50 characters; a file list's at least 3. */
export const CAMPAIGN_NAME_MIN = 2;
export const CAMPAIGN_NAME_MAX = 50;
export const FILE_LIST_NAME_MIN = 3;

/** §4: a PROGRAMADA campaign stays editable while its start is more than this far away. */
export const CAMPAIGN_EDIT_LEAD_MS = 60 * 60_000;

/**
 * One contact's shipping: pending (to send), sending (claimed by a worker), awaiting (the confirmation was
 * sent, the contact's reply is awaited), delivered (the message left), failed (recorded with its reason).
 */
export const ShippingStatuses = ['pending', 'sending', 'awaiting', 'delivered', 'failed'] as const;
export type ShippingStatus = (typeof ShippingStatuses)[number];

/** §3 Campaign setting keys (all intervals in seconds; 0 = unused). */
export const CampaignSettingKeys = ['messageInterval', 'longerIntervalAfter', 'greaterInterval', 'variables'] as const;
export type CampaignSettingKey = (typeof CampaignSettingKeys)[number];

export interface CampaignVariable {
  key: string;
  value: string;
}

export interface CampaignSettings {
  messageInterval: number;
  longerIntervalAfter: number;
  greaterInterval: number;
  variables: CampaignVariable[];
}

/** §9 defaults: messageInterval 20 s, a pause of 60 s after every 20 messages, no variables. */
export const CAMPAIGN_SETTINGS_DEFAULTS: CampaignSettings = { messageInterval: 20, longerIntervalAfter: 20, greaterInterval: 60, variables: [] };

/** §9 options offered by the settings screen (the API accepts these only). */
export const MESSAGE_INTERVAL_OPTIONS = [0, 5, 10, 15, 20] as const;
export const LONGER_INTERVAL_AFTER_OPTIONS = [0, 1, 5, 10, 15, 20, 30, 40, 60, 80, 100, 120] as const;
export const GREATER_INTERVAL_OPTIONS = [0, 1, 5, 10, 15, 20, 30, 40, 60, 80, 100, 120] as const;

/** The variables every campaign message may use (§2 Campaign dialog); custom ones come from the settings. */
export const CAMPAIGN_BUILT_IN_VARIABLES = ['{nome}', '{numero}', '{email}'] as const;

/** GET /campaign-settings → list of key and JSON value. */
export interface CampaignSettingDTO {
  key: CampaignSettingKey;
  value: number | CampaignVariable[];
}

/** §3 Contact list. */
export interface ContactListDTO {
  id: number;
  name: string;
  contactsCount: number;
  companyId: number;
  createdAt: string;
  updatedAt: string;
}

/** §3 Contact list item; isWhatsappValid is null until the background check has looked at the number. */
export interface ContactListItemDTO {
  id: number;
  name: string;
  number: string;
  email: string;
  companyId: number;
  contactListId: number;
  isWhatsappValid: boolean | null;
  createdAt: string;
  updatedAt: string;
}

export interface ContactListsPage {
  records: ContactListDTO[];
  hasMore: boolean;
  count: number;
}

export interface ContactListItemsPage {
  contacts: ContactListItemDTO[];
  hasMore: boolean;
  count: number;
}

/** POST /contact-lists/{id}/upload and …/tag: rows added, rows that updated a number already listed, refused rows by line. */
export interface ContactListImportResult {
  created: number;
  updated: number;
  errors: { line: number; message: string }[];
}

/** The counts the campaign report shows (§2 Campaign report). */
export interface CampaignReportDTO {
  /** Shippings created for the contacts whose WhatsApp is not known to be invalid. */
  validContacts: number;
  confirmationRequested: number;
  confirmed: number;
  delivered: number;
  failed: number;
}

/** §3 Campaign. Media paths are API paths served with authorisation. */
export interface CampaignDTO extends Record<CampaignMessageField | CampaignConfirmationField, string> {
  id: number;
  name: string;
  status: CampaignStatus;
  confirmation: boolean;
  /** ISO instant. */
  scheduledAt: string | null;
  completedAt: string | null;
  whatsappId: number | null;
  contactListId: number | null;
  tagListId: number | null;
  fileListId: number | null;
  companyId: number;
  mediaPath: string | null;
  mediaName: string | null;
  contactList: { id: number; name: string } | null;
  whatsapp: { id: number; name: string } | null;
  report: CampaignReportDTO;
  createdAt: string;
  updatedAt: string;
}

export interface CampaignsPage {
  records: CampaignDTO[];
  hasMore: boolean;
  count: number;
}

/** §3 File list option: one stored file; `file` is the API path serving it with authorisation. */
export interface FileListOptionDTO {
  id: number;
  name: string;
  path: string;
  mediaType: string;
  file: string;
}

export interface FileListDTO {
  id: number;
  name: string;
  message: string;
  companyId: number;
  options: FileListOptionDTO[];
  createdAt: string;
  updatedAt: string;
}

export interface FileListsPage {
  files: FileListDTO[];
  hasMore: boolean;
  count: number;
}

// Live events of this area; merged into the company event map (events.ts) so publish() and the web type them.
declare module './events.js' {
  interface CompanyEventPayloads {
    campaign: { action: 'create' | 'update'; record: CampaignDTO } | { action: 'delete'; id: number };
    ContactList: { action: 'create' | 'update'; record: ContactListDTO } | { action: 'delete'; id: number };
    ContactListItem:
      { action: 'create' | 'update'; record: ContactListItemDTO } | { action: 'delete'; id: number } | { action: 'reload'; contactListId: number };
    file: { action: 'create' | 'update'; fileList: FileListDTO } | { action: 'delete'; fileId: number };
  }
}
