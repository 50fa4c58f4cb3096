import { DataTypes, type QueryInterface } from 'sequelize';

const timestamps = {
  createdAt: { type: DataTypes.DATE, allowNull: false },
  updatedAt: { type: DataTypes.DATE, allowNull: false },
};
const id = { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true };
const companyId = {
  type: DataTypes.INTEGER,
  allowNull: false,
  references: { model: 'companies', key: 'id' },
  onDelete: 'CASCADE',
  onUpdate: 'CASCADE',
};

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  const flag = { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true };
  const limit = { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 };
  await qi.createTable('plans', {
    id,
    name: { type: DataTypes.STRING, allowNull: false, unique: true },
    users: limit,
    connections: limit,
    queues: limit,
    campaigns: limit,
    schedules: limit,
    value: { type: DataTypes.DECIMAL(10, 2), allowNull: false, defaultValue: 0 },
    useCampaigns: flag,
    useKanban: flag,
    useOpenAi: flag,
    useIntegrations: flag,
    useSchedules: flag,
    useInternalChat: flag,
    useExternalApi: flag,
    ...timestamps,
  });
  await qi.createTable('companies', {
    id,
    name: { type: DataTypes.STRING, allowNull: false, unique: true },
    email: DataTypes.STRING,
    phone: DataTypes.STRING,
    planId: { type: DataTypes.INTEGER, allowNull: false, references: { model: 'plans', key: 'id' }, onDelete: 'RESTRICT' },
    status: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
    dueDate: DataTypes.DATEONLY,
    trialExpiration: DataTypes.DATEONLY,
    recurrence: DataTypes.STRING,
    schedules: { type: DataTypes.JSONB, allowNull: false, defaultValue: [] },
    billingName: DataTypes.STRING,
    addressZipCode: DataTypes.STRING,
    addressStreet: DataTypes.STRING,
    addressState: DataTypes.STRING,
    addressCity: DataTypes.STRING,
    addressDistrict: DataTypes.STRING,
    ...timestamps,
  });
  await qi.createTable('settings', {
    id,
    key: { type: DataTypes.STRING, allowNull: false },
    value: { type: DataTypes.TEXT, allowNull: false, defaultValue: '' },
    companyId,
    ...timestamps,
  });
  await qi.addIndex('settings', ['companyId', 'key'], { unique: true, name: 'settings_company_key' });
  await qi.createTable('users', {
    id,
    name: { type: DataTypes.STRING, allowNull: false },
    email: { type: DataTypes.STRING, allowNull: false, unique: true },
    passwordHash: { type: DataTypes.STRING, allowNull: false },
    profile: { type: DataTypes.STRING, allowNull: false, defaultValue: 'user' },
    super: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
    online: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
    lastSeenAt: DataTypes.DATE,
    allTicket: { type: DataTypes.STRING, allowNull: false, defaultValue: 'desabled' },
    // Points at the user's default connection; the connections table arrives with the WhatsApp engine.
    whatsappId: DataTypes.INTEGER,
    companyId,
    ...timestamps,
  });
  await qi.addIndex('users', ['companyId', 'name'], { name: 'users_company_name' });
  await qi.createTable('queues', {
    id,
    name: { type: DataTypes.STRING, allowNull: false },
    color: { type: DataTypes.STRING, allowNull: false },
    greetingMessage: { type: DataTypes.TEXT, allowNull: false, defaultValue: '' },
    outOfHoursMessage: { type: DataTypes.TEXT, allowNull: false, defaultValue: '' },
    schedules: { type: DataTypes.JSONB, allowNull: false, defaultValue: [] },
    orderQueue: DataTypes.INTEGER,
    companyId,
    ...timestamps,
  });
  await qi.addIndex('queues', ['companyId', 'name'], { unique: true, name: 'queues_company_name' });
  await qi.addIndex('queues', ['companyId', 'color'], { unique: true, name: 'queues_company_color' });
  await qi.createTable('user_queues', {
    userId: { type: DataTypes.INTEGER, primaryKey: true, references: { model: 'users', key: 'id' }, onDelete: 'CASCADE' },
    queueId: { type: DataTypes.INTEGER, primaryKey: true, references: { model: 'queues', key: 'id' }, onDelete: 'CASCADE' },
    ...timestamps,
  });
  await qi.createTable('helps', {
    id,
    title: { type: DataTypes.STRING, allowNull: false },
    video: { type: DataTypes.STRING, allowNull: false, defaultValue: '' },
    description: { type: DataTypes.TEXT, allowNull: false, defaultValue: '' },
    ...timestamps,
  });
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  for (const table of ['helps', 'user_queues', 'queues', 'users', 'settings', 'companies', 'plans']) {
    await qi.dropTable(table);
  }
}
