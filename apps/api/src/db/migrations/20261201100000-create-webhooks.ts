import { DataTypes, type QueryInterface } from 'sequelize';

const company = { type: DataTypes.INTEGER, allowNull: false, references: { model: 'companies', key: 'id' }, onDelete: 'CASCADE' };

/**
 * Webhooks out (modules/webhooks, §10 External API and webhooks): a company's endpoints, and one row per
 * event delivered to one of them (its payload kept, so a retry or a resend sends the same bytes).
 */
export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.createTable('webhook_endpoints', {
    id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
    companyId: company,
    url: { type: DataTypes.TEXT, allowNull: false },
    // The HMAC key of the signatures; answered once, when created or rotated.
    secret: { type: DataTypes.STRING, allowNull: false },
    events: { type: DataTypes.JSONB, allowNull: false, defaultValue: [] },
    active: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
    description: { type: DataTypes.STRING, allowNull: false, defaultValue: '' },
    createdAt: { type: DataTypes.DATE, allowNull: false },
    updatedAt: { type: DataTypes.DATE, allowNull: false },
  });
  await qi.addIndex('webhook_endpoints', ['companyId', 'id'], { name: 'webhook_endpoints_company' });
  await qi.createTable('webhook_deliveries', {
    id: { type: DataTypes.UUID, primaryKey: true },
    companyId: company,
    endpointId: { type: DataTypes.INTEGER, allowNull: false, references: { model: 'webhook_endpoints', key: 'id' }, onDelete: 'CASCADE' },
    event: { type: DataTypes.STRING, allowNull: false },
    // The exact body sent (and signed): retries and resends repeat it byte for byte.
    body: { type: DataTypes.TEXT, allowNull: false },
    state: { type: DataTypes.STRING, allowNull: false, defaultValue: 'pending' },
    attempts: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
    statusCode: { type: DataTypes.INTEGER, allowNull: true },
    error: { type: DataTypes.TEXT, allowNull: true },
    createdAt: { type: DataTypes.DATE, allowNull: false },
    updatedAt: { type: DataTypes.DATE, allowNull: false },
  });
  // The log shows an endpoint's latest deliveries first.
  await qi.addIndex('webhook_deliveries', ['companyId', 'endpointId', 'createdAt'], { name: 'webhook_deliveries_endpoint_latest' });
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.dropTable('webhook_deliveries');
  await qi.dropTable('webhook_endpoints');
}
