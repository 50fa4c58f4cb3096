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
import * as addBotMarksToTicketTrakings from './20261128090000-add-bot-marks-to-ticket-trakings.js';
import * as createAnnouncements from './20261129090000-create-announcements.js';
import * as createChats from './20261129100000-create-chats.js';

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
];
