import { DataTypes, type QueryInterface } from 'sequelize';

const message = { type: DataTypes.TEXT, allowNull: false, defaultValue: '' };

/** The rest of the queue's fields (§3 Queue) and its option tree (§3 Queue option). */
export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.addColumn('queues', 'completionMessage', message);
  await qi.addColumn('queues', 'ratingMessage', message);
  // Prompts and queue integrations have no tables yet; their foreign keys arrive with them.
  await qi.addColumn('queues', 'integrationId', { type: DataTypes.INTEGER });
  await qi.addColumn('queues', 'promptId', { type: DataTypes.INTEGER });

  await qi.createTable('queue_options', {
    id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
    title: { type: DataTypes.STRING, allowNull: false },
    message,
    // The number the customer types to choose the option (a number, so menus sort 1, 2 … 10).
    option: { type: DataTypes.INTEGER, allowNull: false },
    queueId: { type: DataTypes.INTEGER, allowNull: false, references: { model: 'queues', key: 'id' }, onDelete: 'CASCADE' },
    // Deleting an option deletes its whole subtree.
    parentId: { type: DataTypes.INTEGER, references: { model: 'queue_options', key: 'id' }, onDelete: 'CASCADE' },
    companyId: { type: DataTypes.INTEGER, allowNull: false, references: { model: 'companies', key: 'id' }, onDelete: 'CASCADE' },
    createdAt: { type: DataTypes.DATE, allowNull: false },
    updatedAt: { type: DataTypes.DATE, allowNull: false },
  });
  await qi.addIndex('queue_options', ['companyId', 'queueId', 'parentId'], { name: 'queue_options_company_queue_parent' });
  // Two siblings with the same number would make the customer's reply ambiguous (root options have no parent).
  await qi.sequelize.query('CREATE UNIQUE INDEX queue_options_sibling_option ON queue_options ("queueId", COALESCE("parentId", 0), "option")');
  // A ticket standing on an option that is deleted goes back to the queue's first menu.
  await qi.addConstraint('tickets', {
    fields: ['queueOptionId'],
    type: 'foreign key',
    name: 'tickets_queue_option_fk',
    references: { table: 'queue_options', field: 'id' },
    onDelete: 'SET NULL',
    onUpdate: 'CASCADE',
  });
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.removeConstraint('tickets', 'tickets_queue_option_fk');
  await qi.dropTable('queue_options');
  for (const column of ['promptId', 'integrationId', 'ratingMessage', 'completionMessage']) {
    await qi.removeColumn('queues', column);
  }
}
