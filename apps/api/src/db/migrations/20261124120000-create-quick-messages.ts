import { DataTypes, type QueryInterface } from 'sequelize';

const flag = { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false };

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.createTable('quick_messages', {
    id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
    shortcode: { type: DataTypes.STRING, allowNull: false },
    message: { type: DataTypes.TEXT, allowNull: false, defaultValue: '' },
    geral: flag,
    status: flag,
    isMedia: flag,
    // Storage-relative path of the attachment (served by the API, never exposed as such).
    mediaPath: DataTypes.STRING,
    mediaName: DataTypes.STRING,
    mimetype: DataTypes.STRING,
    // A deleted author leaves the shared replies to the team (SET NULL), not a hole in them.
    userId: { type: DataTypes.INTEGER, references: { model: 'users', key: 'id' }, onDelete: 'SET NULL' },
    companyId: { type: DataTypes.INTEGER, allowNull: false, references: { model: 'companies', key: 'id' }, onDelete: 'CASCADE' },
    createdAt: { type: DataTypes.DATE, allowNull: false },
    updatedAt: { type: DataTypes.DATE, allowNull: false },
  });
  // Shortcodes are unique per author, not per company: two attendants may each keep a private '/oi',
  // and a company-wide rule would reveal other people's private shortcodes through its error.
  await qi.addIndex('quick_messages', ['companyId', 'userId', 'shortcode'], { unique: true, name: 'quick_messages_company_user_shortcode' });
  await qi.addIndex('quick_messages', ['companyId', 'shortcode'], { name: 'quick_messages_company_shortcode' });
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.dropTable('quick_messages');
}
