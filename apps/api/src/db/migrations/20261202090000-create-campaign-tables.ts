import { DataTypes, type QueryInterface } from 'sequelize';

const company = { type: DataTypes.INTEGER, allowNull: false, references: { model: 'companies', key: 'id' }, onDelete: 'CASCADE' };
const stamps = { createdAt: { type: DataTypes.DATE, allowNull: false }, updatedAt: { type: DataTypes.DATE, allowNull: false } };
const text = { type: DataTypes.TEXT, allowNull: false, defaultValue: '' };

/** Contact lists and their items, file lists and their files, campaigns, their settings and shippings (§3). */
export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.createTable('contact_lists', {
    id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
    name: { type: DataTypes.STRING, allowNull: false },
    companyId: company,
    ...stamps,
  });
  await qi.addIndex('contact_lists', ['companyId', 'name'], { name: 'contact_lists_company_name' });
  await qi.createTable('contact_list_items', {
    id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
    name: { type: DataTypes.STRING, allowNull: false },
    number: { type: DataTypes.STRING, allowNull: false },
    email: { type: DataTypes.STRING, allowNull: false, defaultValue: '' },
    isWhatsappValid: DataTypes.BOOLEAN,
    contactListId: { type: DataTypes.INTEGER, allowNull: false, references: { model: 'contact_lists', key: 'id' }, onDelete: 'CASCADE' },
    companyId: company,
    ...stamps,
  });
  // A number appears once per list: an import of the same number updates it.
  await qi.addIndex('contact_list_items', ['companyId', 'contactListId', 'number'], { name: 'contact_list_items_list_number', unique: true });
  // The background WhatsApp check walks the unchecked numbers.
  await qi.addIndex('contact_list_items', ['companyId', 'contactListId'], { name: 'contact_list_items_unchecked', where: { isWhatsappValid: null } });

  await qi.createTable('files', {
    id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
    name: { type: DataTypes.STRING, allowNull: false },
    message: { type: DataTypes.TEXT, allowNull: false },
    companyId: company,
    ...stamps,
  });
  await qi.addIndex('files', ['companyId', 'name'], { name: 'files_company_name' });
  await qi.createTable('files_options', {
    id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
    fileId: { type: DataTypes.INTEGER, allowNull: false, references: { model: 'files', key: 'id' }, onDelete: 'CASCADE' },
    name: { type: DataTypes.STRING, allowNull: false },
    path: { type: DataTypes.STRING, allowNull: false, defaultValue: '' },
    mediaType: { type: DataTypes.STRING, allowNull: false, defaultValue: '' },
    fileName: { type: DataTypes.STRING, allowNull: false, defaultValue: '' },
    companyId: company,
    ...stamps,
  });
  await qi.addIndex('files_options', ['companyId', 'fileId'], { name: 'files_options_company_file' });

  await qi.createTable('campaign_settings', {
    id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
    key: { type: DataTypes.STRING, allowNull: false },
    value: { type: DataTypes.JSONB, allowNull: false },
    companyId: company,
    ...stamps,
  });
  await qi.addIndex('campaign_settings', ['companyId', 'key'], { name: 'campaign_settings_company_key', unique: true });

  await qi.createTable('campaigns', {
    id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
    name: { type: DataTypes.STRING, allowNull: false },
    message1: text,
    message2: text,
    message3: text,
    message4: text,
    message5: text,
    confirmationMessage1: text,
    confirmationMessage2: text,
    confirmationMessage3: text,
    confirmationMessage4: text,
    confirmationMessage5: text,
    status: { type: DataTypes.STRING, allowNull: false, defaultValue: 'INATIVA' },
    confirmation: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
    scheduledAt: DataTypes.DATE,
    completedAt: DataTypes.DATE,
    jobVersion: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 1 },
    // A campaign outlives the connection, list, tag or file list it named (its history stays readable).
    whatsappId: { type: DataTypes.INTEGER, references: { model: 'whatsapps', key: 'id' }, onDelete: 'SET NULL' },
    contactListId: { type: DataTypes.INTEGER, references: { model: 'contact_lists', key: 'id' }, onDelete: 'SET NULL' },
    tagListId: { type: DataTypes.INTEGER, references: { model: 'tags', key: 'id' }, onDelete: 'SET NULL' },
    fileListId: { type: DataTypes.INTEGER, references: { model: 'files', key: 'id' }, onDelete: 'SET NULL' },
    companyId: company,
    mediaPath: DataTypes.STRING,
    mediaName: DataTypes.STRING,
    mimetype: DataTypes.STRING,
    ...stamps,
  });
  await qi.addIndex('campaigns', ['companyId', 'status'], { name: 'campaigns_company_status' });

  await qi.createTable('campaign_shippings', {
    id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
    campaignId: { type: DataTypes.INTEGER, allowNull: false, references: { model: 'campaigns', key: 'id' }, onDelete: 'CASCADE' },
    companyId: company,
    // Kept when the connection goes: the shipping's history stays, nothing is claimed on a connection that is gone.
    whatsappId: { type: DataTypes.INTEGER, allowNull: false },
    position: { type: DataTypes.INTEGER, allowNull: false },
    number: { type: DataTypes.STRING, allowNull: false },
    name: { type: DataTypes.STRING, allowNull: false, defaultValue: '' },
    email: { type: DataTypes.STRING, allowNull: false, defaultValue: '' },
    status: { type: DataTypes.STRING, allowNull: false, defaultValue: 'pending' },
    dueAt: { type: DataTypes.DATE, allowNull: false },
    attempts: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
    claimedBy: DataTypes.INTEGER,
    claimedAt: DataTypes.DATE,
    ticketId: { type: DataTypes.INTEGER, references: { model: 'tickets', key: 'id' }, onDelete: 'SET NULL' },
    messageId: DataTypes.INTEGER,
    confirmationRequestedAt: DataTypes.DATE,
    confirmedAt: DataTypes.DATE,
    deliveredAt: DataTypes.DATE,
    failedAt: DataTypes.DATE,
    failureReason: DataTypes.STRING,
    ...stamps,
  });
  // One row per number per campaign: starting twice cannot double a contact.
  await qi.addIndex('campaign_shippings', ['companyId', 'campaignId', 'number'], { name: 'campaign_shippings_campaign_number', unique: true });
  // The pacer's claim: the due pending shippings of one connection, oldest due first.
  await qi.addIndex('campaign_shippings', ['whatsappId', 'dueAt', 'id'], { name: 'campaign_shippings_pending_due', where: { status: 'pending' } });
  // The inbound pipeline's confirmation hook: shippings awaiting a reply on a ticket.
  await qi.addIndex('campaign_shippings', ['companyId', 'ticketId'], { name: 'campaign_shippings_awaiting_ticket', where: { status: 'awaiting' } });
  // The recovery sweep: claimed shippings.
  await qi.addIndex('campaign_shippings', ['companyId'], { name: 'campaign_shippings_sending', where: { status: 'sending' } });
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  for (const table of ['campaign_shippings', 'campaigns', 'campaign_settings', 'files_options', 'files', 'contact_list_items', 'contact_lists']) {
    await qi.dropTable(table);
  }
}
