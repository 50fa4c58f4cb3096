import { DataTypes, type QueryInterface } from 'sequelize';

const company = { type: DataTypes.INTEGER, allowNull: false, references: { model: 'companies', key: 'id' }, onDelete: 'CASCADE' };
const timestamps = {
  createdAt: { type: DataTypes.DATE, allowNull: false },
  updatedAt: { type: DataTypes.DATE, allowNull: false },
};

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.createTable('chats', {
    id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
    uuid: { type: DataTypes.UUID, allowNull: false, unique: true },
    title: { type: DataTypes.STRING, allowNull: false },
    // A deleted owner leaves the conversation to its other members (SET NULL), not a hole in it.
    ownerId: { type: DataTypes.INTEGER, references: { model: 'users', key: 'id' }, onDelete: 'SET NULL' },
    lastMessage: { type: DataTypes.TEXT, allowNull: false, defaultValue: '' },
    companyId: company,
    ...timestamps,
  });
  await qi.addIndex('chats', ['companyId', 'updatedAt'], { name: 'chats_company_updated_at' });

  await qi.createTable('chat_users', {
    id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
    chatId: { type: DataTypes.INTEGER, allowNull: false, references: { model: 'chats', key: 'id' }, onDelete: 'CASCADE' },
    // A deleted user leaves every chat they were in.
    userId: { type: DataTypes.INTEGER, allowNull: false, references: { model: 'users', key: 'id' }, onDelete: 'CASCADE' },
    unreads: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
    companyId: company,
    ...timestamps,
  });
  await qi.addIndex('chat_users', ['chatId', 'userId'], { unique: true, name: 'chat_users_chat_user' });
  // The chat list and the unread badges start from the user's memberships.
  await qi.addIndex('chat_users', ['companyId', 'userId'], { name: 'chat_users_company_user' });

  await qi.createTable('chat_messages', {
    id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
    chatId: { type: DataTypes.INTEGER, allowNull: false, references: { model: 'chats', key: 'id' }, onDelete: 'CASCADE' },
    senderId: { type: DataTypes.INTEGER, references: { model: 'users', key: 'id' }, onDelete: 'SET NULL' },
    message: { type: DataTypes.TEXT, allowNull: false },
    companyId: company,
    ...timestamps,
  });
  await qi.addIndex('chat_messages', ['companyId', 'chatId', 'createdAt'], { name: 'chat_messages_company_chat_created_at' });
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.dropTable('chat_messages');
  await qi.dropTable('chat_users');
  await qi.dropTable('chats');
}
