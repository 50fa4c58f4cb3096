import type { QueryInterface } from 'sequelize';
import * as createPlatformTables from './20261123090000-create-platform-tables.js';
import * as createWhatsappTables from './20261123100000-create-whatsapp-tables.js';
import * as createConversationTables from './20261123110000-create-conversation-tables.js';

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
];
