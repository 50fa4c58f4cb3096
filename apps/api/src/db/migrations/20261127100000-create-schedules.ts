import { DataTypes, type QueryInterface } from 'sequelize';

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.createTable('schedules', {
    id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
    body: { type: DataTypes.TEXT, allowNull: false },
    sendAt: { type: DataTypes.DATE, allowNull: false },
    sentAt: DataTypes.DATE,
    status: { type: DataTypes.STRING, allowNull: false, defaultValue: 'PENDENTE' },
    // Raised by every reschedule: the delayed job of an older version finds a newer one and sends nothing.
    jobVersion: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 1 },
    // A schedule is about its contact: deleting the contact deletes what was scheduled for it.
    contactId: { type: DataTypes.INTEGER, allowNull: false, references: { model: 'contacts', key: 'id' }, onDelete: 'CASCADE' },
    ticketId: { type: DataTypes.INTEGER, references: { model: 'tickets', key: 'id' }, onDelete: 'SET NULL' },
    userId: { type: DataTypes.INTEGER, references: { model: 'users', key: 'id' }, onDelete: 'SET NULL' },
    companyId: { type: DataTypes.INTEGER, allowNull: false, references: { model: 'companies', key: 'id' }, onDelete: 'CASCADE' },
    // Storage-relative path of the attachment (served by the API, never exposed as such).
    mediaPath: DataTypes.STRING,
    mediaName: DataTypes.STRING,
    mimetype: DataTypes.STRING,
    createdAt: { type: DataTypes.DATE, allowNull: false },
    updatedAt: { type: DataTypes.DATE, allowNull: false },
  });
  await qi.addIndex('schedules', ['companyId', 'sendAt'], { name: 'schedules_company_send_at' });
  await qi.addIndex('schedules', ['companyId', 'contactId'], { name: 'schedules_company_contact' });
  // The worker's re-arming sweep reads unsent schedules of every company: a small partial index.
  await qi.addIndex('schedules', ['status'], {
    name: 'schedules_unsent_status',
    where: { status: ['PENDENTE', 'AGENDADA', 'ENVIANDO'] },
  });
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.dropTable('schedules');
}
