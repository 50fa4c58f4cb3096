import { DataTypes, type QueryInterface } from 'sequelize';

const timestamps = {
  createdAt: { type: DataTypes.DATE, allowNull: false },
  updatedAt: { type: DataTypes.DATE, allowNull: false },
};
const id = { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true };
const companyId = { type: DataTypes.INTEGER, allowNull: false, references: { model: 'companies', key: 'id' }, onDelete: 'CASCADE' };
const ref = (model: string, onDelete: 'CASCADE' | 'SET NULL', allowNull = true) => ({
  type: DataTypes.INTEGER,
  allowNull,
  references: { model, key: 'id' },
  onDelete,
});
const text = { type: DataTypes.TEXT, allowNull: false, defaultValue: '' };
const flag = { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false };

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.createTable('contacts', {
    id,
    uuid: { type: DataTypes.UUID, allowNull: false },
    name: { type: DataTypes.STRING, allowNull: false },
    number: DataTypes.STRING,
    lid: DataTypes.STRING,
    email: { type: DataTypes.STRING, allowNull: false, defaultValue: '' },
    profilePicUrl: text,
    isGroup: flag,
    whatsappId: ref('whatsapps', 'SET NULL'),
    companyId,
    ...timestamps,
  });
  // One person, one contact: the phone and the LID are each unique within a company.
  await qi.addIndex('contacts', ['companyId', 'number'], { unique: true, name: 'contacts_company_number' });
  await qi.addIndex('contacts', ['companyId', 'lid'], { unique: true, name: 'contacts_company_lid' });
  await qi.addIndex('contacts', ['companyId', 'name'], { name: 'contacts_company_name' });
  await qi.addIndex('contacts', ['uuid'], { unique: true, name: 'contacts_uuid' });
  await qi.createTable('contact_custom_fields', {
    id,
    name: { type: DataTypes.STRING, allowNull: false },
    value: text,
    contactId: ref('contacts', 'CASCADE', false),
    ...timestamps,
  });
  await qi.createTable('tickets', {
    id,
    uuid: { type: DataTypes.UUID, allowNull: false },
    status: { type: DataTypes.STRING, allowNull: false, defaultValue: 'pending' },
    lastMessage: text,
    unreadMessages: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
    isGroup: flag,
    chatbot: flag,
    useIntegration: flag,
    promptId: DataTypes.INTEGER,
    integrationId: DataTypes.INTEGER,
    queueOptionId: DataTypes.INTEGER,
    amountUsedBotQueues: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
    botStartedAt: DataTypes.DATE,
    contactId: ref('contacts', 'CASCADE', false),
    userId: ref('users', 'SET NULL'),
    queueId: ref('queues', 'SET NULL'),
    whatsappId: ref('whatsapps', 'CASCADE', false),
    companyId,
    ...timestamps,
  });
  await qi.addIndex('tickets', ['companyId', 'contactId', 'whatsappId'], { unique: true, name: 'tickets_company_contact_whatsapp' });
  await qi.addIndex('tickets', ['companyId', 'status', 'updatedAt'], { name: 'tickets_company_status_updated' });
  await qi.addIndex('tickets', ['companyId', 'userId', 'status'], { name: 'tickets_company_user_status' });
  await qi.addIndex('tickets', ['uuid'], { unique: true, name: 'tickets_uuid' });
  await qi.createTable('ticket_trakings', {
    id,
    ticketId: ref('tickets', 'CASCADE', false),
    companyId,
    whatsappId: ref('whatsapps', 'SET NULL'),
    userId: ref('users', 'SET NULL'),
    queueId: ref('queues', 'SET NULL'),
    queuedAt: DataTypes.DATE,
    startedAt: DataTypes.DATE,
    finishedAt: DataTypes.DATE,
    ratingAt: DataTypes.DATE,
    rating: DataTypes.INTEGER,
    ...timestamps,
  });
  await qi.addIndex('ticket_trakings', ['companyId', 'ticketId', 'finishedAt'], { name: 'ticket_trakings_company_ticket' });
  await qi.addIndex('ticket_trakings', ['companyId', 'createdAt'], { name: 'ticket_trakings_company_created' });
  await qi.createTable('messages', {
    id,
    wid: DataTypes.STRING,
    whatsappId: ref('whatsapps', 'CASCADE', false),
    ticketId: ref('tickets', 'CASCADE', false),
    contactId: ref('contacts', 'SET NULL'),
    body: text,
    fromMe: flag,
    mediaType: { type: DataTypes.STRING, allowNull: false, defaultValue: 'chat' },
    mediaPath: DataTypes.STRING,
    mimetype: DataTypes.STRING,
    filename: DataTypes.STRING,
    quotedMsgId: ref('messages', 'SET NULL'),
    ack: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
    read: flag,
    isDeleted: flag,
    isEdited: flag,
    isAutomatic: flag,
    reaction: DataTypes.STRING,
    participant: DataTypes.STRING,
    companyId,
    ...timestamps,
  });
  // Idempotency of the inbound pipeline: one row per (connection, WhatsApp id).
  await qi.addIndex('messages', ['whatsappId', 'wid'], { unique: true, name: 'messages_whatsapp_wid' });
  await qi.addIndex('messages', ['companyId', 'ticketId', 'createdAt'], { name: 'messages_company_ticket_created' });
  await qi.createTable('ticket_notes', {
    id,
    note: { type: DataTypes.TEXT, allowNull: false },
    userId: ref('users', 'SET NULL'),
    ticketId: ref('tickets', 'CASCADE', false),
    contactId: ref('contacts', 'CASCADE', false),
    companyId,
    ...timestamps,
  });
  await qi.addIndex('ticket_notes', ['companyId', 'ticketId'], { name: 'ticket_notes_company_ticket' });
  await qi.createTable('tags', {
    id,
    name: { type: DataTypes.STRING, allowNull: false },
    color: { type: DataTypes.STRING, allowNull: false, defaultValue: '#5C59A0' },
    kanban: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
    userId: ref('users', 'SET NULL'),
    companyId,
    ...timestamps,
  });
  await qi.addIndex('tags', ['companyId', 'name'], { unique: true, name: 'tags_company_name' });
  await qi.createTable('ticket_tags', {
    ticketId: { ...ref('tickets', 'CASCADE', false), primaryKey: true },
    tagId: { ...ref('tags', 'CASCADE', false), primaryKey: true },
    ...timestamps,
  });
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  for (const table of ['ticket_tags', 'tags', 'ticket_notes', 'messages', 'ticket_trakings', 'tickets', 'contact_custom_fields', 'contacts']) {
    await qi.dropTable(table);
  }
}
