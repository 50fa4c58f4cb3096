import { DataTypes, type QueryInterface } from 'sequelize';

const timestamps = {
  createdAt: { type: DataTypes.DATE, allowNull: false },
  updatedAt: { type: DataTypes.DATE, allowNull: false },
};
const text = { type: DataTypes.TEXT, allowNull: false, defaultValue: '' };
const whatsappRef = { type: DataTypes.INTEGER, references: { model: 'whatsapps', key: 'id' }, onDelete: 'CASCADE' };

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.createTable('whatsapps', {
    id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
    name: { type: DataTypes.STRING, allowNull: false },
    status: { type: DataTypes.STRING, allowNull: false, defaultValue: 'DISCONNECTED' },
    qrcode: text,
    retries: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
    number: DataTypes.STRING,
    isDefault: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
    token: { type: DataTypes.STRING, allowNull: false },
    provider: { type: DataTypes.STRING, allowNull: false, defaultValue: 'beta' },
    greetingMessage: text,
    complationMessage: text,
    outOfHoursMessage: text,
    ratingMessage: text,
    expiresInactiveMessage: text,
    expiresTicket: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
    timeToTransfer: DataTypes.INTEGER,
    transferQueueId: { type: DataTypes.INTEGER, references: { model: 'queues', key: 'id' }, onDelete: 'SET NULL' },
    promptId: DataTypes.INTEGER,
    integrationId: DataTypes.INTEGER,
    timeUseBotQueues: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
    maxUseBotQueues: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 3 },
    companyId: { type: DataTypes.INTEGER, allowNull: false, references: { model: 'companies', key: 'id' }, onDelete: 'CASCADE' },
    ...timestamps,
  });
  await qi.addIndex('whatsapps', ['companyId', 'name'], { unique: true, name: 'whatsapps_company_name' });
  await qi.addIndex('whatsapps', ['token'], { unique: true, name: 'whatsapps_token' });
  // At most one default connection per company, enforced by the database.
  await qi.addIndex('whatsapps', ['companyId'], { unique: true, where: { isDefault: true }, name: 'whatsapps_company_default' });
  await qi.createTable('whatsapp_queues', {
    whatsappId: { ...whatsappRef, primaryKey: true },
    queueId: { type: DataTypes.INTEGER, primaryKey: true, references: { model: 'queues', key: 'id' }, onDelete: 'CASCADE' },
    ...timestamps,
  });
  await qi.createTable('whatsapp_auth_keys', {
    whatsappId: { ...whatsappRef, primaryKey: true },
    category: { type: DataTypes.STRING, primaryKey: true },
    keyId: { type: DataTypes.STRING, primaryKey: true },
    value: { type: DataTypes.TEXT, allowNull: false },
    updatedAt: { type: DataTypes.DATE, allowNull: false },
  });
  await qi.createTable('whatsapp_sent_messages', {
    whatsappId: { ...whatsappRef, primaryKey: true },
    messageId: { type: DataTypes.STRING, primaryKey: true },
    chatId: { type: DataTypes.STRING, allowNull: false },
    content: { type: DataTypes.TEXT, allowNull: false },
    createdAt: { type: DataTypes.DATE, allowNull: false },
  });
  await qi.createTable('sandbox_messages', {
    id: { type: DataTypes.STRING, primaryKey: true },
    whatsappId: { ...whatsappRef, primaryKey: true },
    companyId: { type: DataTypes.INTEGER, allowNull: false, references: { model: 'companies', key: 'id' }, onDelete: 'CASCADE' },
    direction: { type: DataTypes.STRING, allowNull: false },
    chatId: { type: DataTypes.STRING, allowNull: false },
    body: text,
    media: DataTypes.JSONB,
    quotedId: DataTypes.STRING,
    ack: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 1 },
    isDeleted: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
    createdAt: { type: DataTypes.DATE, allowNull: false },
  });
  await qi.addIndex('sandbox_messages', ['companyId', 'whatsappId', 'createdAt'], { name: 'sandbox_messages_company_outbox' });
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  for (const table of ['sandbox_messages', 'whatsapp_sent_messages', 'whatsapp_auth_keys', 'whatsapp_queues', 'whatsapps']) {
    await qi.dropTable(table);
  }
}
