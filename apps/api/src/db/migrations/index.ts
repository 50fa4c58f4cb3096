import type { QueryInterface } from 'sequelize';
import * as createPlatformTables from './20261123090000-create-platform-tables.js';
import * as createWhatsappTables from './20261123100000-create-whatsapp-tables.js';
import * as createConversationTables from './20261123110000-create-conversation-tables.js';
import * as createQuickMessages from './20261124120000-create-quick-messages.js';
import * as createAddressBookEntries from './20261124120100-create-address-book-entries.js';
import * as createQueueOptions from './20261125090000-create-queue-options.js';
import * as addSearchIndexes from './20261126090000-add-search-indexes.js';
import * as addTicketTagsTagIndex from './20261127090000-add-ticket-tags-tag-index.js';
import * as createSchedules from './20261127100000-create-schedules.js';
import * as addTicketsVisibilityIndex from './20261127120500-add-tickets-visibility-index.js';
import * as addTicketListIndexes from './20261130120000-add-ticket-list-indexes.js';
import * as addBotMarksToTicketTrakings from './20261128090000-add-bot-marks-to-ticket-trakings.js';
import * as createAnnouncements from './20261129090000-create-announcements.js';
import * as createChats from './20261129100000-create-chats.js';
import * as addUsersTokenVersion from './20261130090000-add-users-token-version.js';
import * as createMessageOutbox from './20261130100000-create-message-outbox.js';
import * as addConnectionTokenDigestIndex from './20261201090000-add-connection-token-digest-index.js';
import * as createWebhooks from './20261201100000-create-webhooks.js';
import * as createCampaignTables from './20261202090000-create-campaign-tables.js';
import * as addDashboardIndexes from './20261203090000-add-dashboard-indexes.js';
import * as createInvoices from './20261203100000-create-invoices.js';
import * as addMessageReactions from './20261204090000-add-message-reactions.js';
import * as addUsersAnnouncementsSeenAt from './20261204100000-add-users-announcements-seen-at.js';
import * as createPromptsAndIntegrations from './20261205090000-create-prompts-and-integrations.js';
import * as addTicketsLastMessageAt from './20261206090000-add-tickets-last-message-at.js';
import * as companyLedSearchIndexes from './20261207090000-company-led-search-indexes.js';

export interface Migration {
  name: string;
  up: (params: { context: QueryInterface }) => Promise<void>;
  down: (params: { context: QueryInterface }) => Promise<void>;
}

// A static list (not a glob) so the bundled dist/ carries every migration; append new ones in order.
export const migrations: Migration[] = [
  { name: '20261123090000-create-platform-tables', ...createPlatformTables },
  { name: '20261123100000-create-whatsapp-tables', ...createWhatsappTables },
  { name: '20261123110000-create-conversation-tables', ...createConversationTables },
  { name: '20261124120000-create-quick-messages', ...createQuickMessages },
  { name: '20261124120100-create-address-book-entries', ...createAddressBookEntries },
  { name: '20261125090000-create-queue-options', ...createQueueOptions },
  { name: '20261126090000-add-search-indexes', ...addSearchIndexes },
  { name: '20261127090000-add-ticket-tags-tag-index', ...addTicketTagsTagIndex },
  { name: '20261127100000-create-schedules', ...createSchedules },
  { name: '20261127120500-add-tickets-visibility-index', ...addTicketsVisibilityIndex },
  { name: '20261128090000-add-bot-marks-to-ticket-trakings', ...addBotMarksToTicketTrakings },
  { name: '20261129090000-create-announcements', ...createAnnouncements },
  { name: '20261129100000-create-chats', ...createChats },
  { name: '20261130090000-add-users-token-version', ...addUsersTokenVersion },
  { name: '20261130100000-create-message-outbox', ...createMessageOutbox },
  { name: '20261130120000-add-ticket-list-indexes', ...addTicketListIndexes },
  { name: '20261201090000-add-connection-token-digest-index', ...addConnectionTokenDigestIndex },
  { name: '20261201100000-create-webhooks', ...createWebhooks },
  { name: '20261202090000-create-campaign-tables', ...createCampaignTables },
  { name: '20261203090000-add-dashboard-indexes', ...addDashboardIndexes },
  { name: '20261203100000-create-invoices', ...createInvoices },
  { name: '20261204090000-add-message-reactions', ...addMessageReactions },
  { name: '20261204100000-add-users-announcements-seen-at', ...addUsersAnnouncementsSeenAt },
  { name: '20261205090000-create-prompts-and-integrations', ...createPromptsAndIntegrations },
  { name: '20261206090000-add-tickets-last-message-at', ...addTicketsLastMessageAt },
  { name: '20261207090000-company-led-search-indexes', ...companyLedSearchIndexes },
];
