import { DataTypes, type QueryInterface } from 'sequelize';

const company = { type: DataTypes.INTEGER, allowNull: false, references: { model: 'companies', key: 'id' }, onDelete: 'CASCADE' };
const text = (defaultValue = '') => ({ type: DataTypes.TEXT, allowNull: false, defaultValue });
const stamps = { createdAt: { type: DataTypes.DATE, allowNull: false }, updatedAt: { type: DataTypes.DATE, allowNull: false } };

/** The columns that name a prompt or an integration (stored, until now, without a table to point at). */
const REFERENCES = [
  ['queues', 'promptId', 'prompts'],
  ['queues', 'integrationId', 'queue_integrations'],
  ['whatsapps', 'promptId', 'prompts'],
  ['whatsapps', 'integrationId', 'queue_integrations'],
  ['tickets', 'promptId', 'prompts'],
  ['tickets', 'integrationId', 'queue_integrations'],
] as const;

/**
 * AI prompts and queue integrations (modules/prompts, modules/queue-integrations, docs/contract.md "AI prompts
 * and queue integrations"), and the assistant's state per ticket (modules/assistants). Keys and credentials are
 * sealed (core/secret-box.ts). Deleting a prompt or an integration detaches it from queues, connections and tickets.
 */
export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.createTable('prompts', {
    id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
    companyId: company,
    name: { type: DataTypes.STRING(100), allowNull: false },
    prompt: { type: DataTypes.TEXT, allowNull: false },
    voice: { type: DataTypes.STRING, allowNull: false, defaultValue: 'texto' },
    voiceKey: text(),
    voiceRegion: { type: DataTypes.STRING, allowNull: false, defaultValue: '' },
    maxTokens: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 100 },
    temperature: { type: DataTypes.FLOAT, allowNull: false, defaultValue: 1 },
    apiKey: { type: DataTypes.TEXT, allowNull: false },
    // The queue the prompt serves (attached to it on save); a deleted queue leaves the prompt unattached.
    queueId: { type: DataTypes.INTEGER, allowNull: true, references: { model: 'queues', key: 'id' }, onDelete: 'SET NULL' },
    maxMessages: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 10 },
    ...stamps,
  });
  await qi.addIndex('prompts', ['companyId', 'name'], { name: 'prompts_company_name' });
  await qi.createTable('queue_integrations', {
    id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
    companyId: company,
    type: { type: DataTypes.STRING, allowNull: false },
    name: { type: DataTypes.STRING(50), allowNull: false },
    projectName: { type: DataTypes.STRING, allowNull: false, defaultValue: '' },
    jsonContent: text(),
    language: { type: DataTypes.STRING, allowNull: false, defaultValue: 'pt-BR' },
    urlN8N: text(),
    typebotSlug: { type: DataTypes.STRING, allowNull: false, defaultValue: '' },
    typebotExpires: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 1 },
    typebotKeywordFinish: { type: DataTypes.STRING, allowNull: false, defaultValue: '' },
    typebotKeywordRestart: { type: DataTypes.STRING, allowNull: false, defaultValue: '' },
    typebotRestartMessage: text(),
    typebotUnknownMessage: text(),
    typebotDelayMessage: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 1000 },
    ...stamps,
  });
  await qi.addIndex('queue_integrations', ['companyId', 'name'], { name: 'queue_integrations_company_name' });
  // Which customer messages the ticket's assistant has handled, and the Typebot session it talks in.
  await qi.createTable('assistant_sessions', {
    ticketId: { type: DataTypes.INTEGER, primaryKey: true, references: { model: 'tickets', key: 'id' }, onDelete: 'CASCADE' },
    companyId: company,
    handledMessageId: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
    sessionId: { type: DataTypes.STRING, allowNull: true },
    sessionAt: { type: DataTypes.DATE, allowNull: true },
    ...stamps,
  });
  for (const [table, column, target] of REFERENCES) {
    // Tickets could name any id before these tables existed: such names point at nothing.
    await qi.sequelize.query(`UPDATE ${table} SET "${column}" = NULL WHERE "${column}" IS NOT NULL`);
    await qi.addConstraint(table, {
      type: 'foreign key',
      fields: [column],
      name: `${table}_${column}_fk`,
      references: { table: target, field: 'id' },
      onDelete: 'SET NULL',
      onUpdate: 'CASCADE',
    });
  }
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  for (const [table, column] of REFERENCES) await qi.removeConstraint(table, `${table}_${column}_fk`);
  await qi.dropTable('assistant_sessions');
  await qi.dropTable('queue_integrations');
  await qi.dropTable('prompts');
}
