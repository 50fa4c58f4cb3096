import { DataTypes, type QueryInterface } from 'sequelize';

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.createTable('announcements', {
    id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
    title: { type: DataTypes.STRING, allowNull: false },
    text: { type: DataTypes.TEXT, allowNull: false },
    priority: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 3 },
    status: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
    // Storage-relative path of the image (its public URL names only the random file name).
    mediaPath: DataTypes.STRING,
    mediaName: DataTypes.STRING,
    mimetype: DataTypes.STRING,
    // The author's company, for the record: announcements are read across companies.
    companyId: { type: DataTypes.INTEGER, allowNull: false, references: { model: 'companies', key: 'id' }, onDelete: 'CASCADE' },
    createdAt: { type: DataTypes.DATE, allowNull: false },
    updatedAt: { type: DataTypes.DATE, allowNull: false },
  });
  await qi.sequelize.query('ALTER TABLE announcements ADD CONSTRAINT announcements_priority_range CHECK (priority BETWEEN 1 AND 3)');
  // The lists read active ones (everyone) or all (super users) by priority, newest first.
  await qi.addIndex('announcements', ['status', 'priority', 'createdAt'], { name: 'announcements_status_priority_created' });
  // The public image route finds the announcement by its stored file.
  await qi.addIndex('announcements', ['mediaPath'], { name: 'announcements_media_path' });
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.dropTable('announcements');
}
