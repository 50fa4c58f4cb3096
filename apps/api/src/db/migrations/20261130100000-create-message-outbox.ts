import { DataTypes, type QueryInterface } from 'sequelize';

const ref = (model: string) => ({ type: DataTypes.INTEGER, allowNull: false, references: { model, key: 'id' }, onDelete: 'CASCADE' });

/**
 * The outbox (modules/messages/outbox.ts): one row per outgoing message committed for sending and not sent
 * yet. A row leaves when WhatsApp took the message or the send failed; one left behind by a dead process is
 * sent again by the worker's sweep.
 */
export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.createTable('message_outbox', {
    messageId: { ...ref('messages'), primaryKey: true },
    companyId: ref('companies'),
    ticketId: ref('tickets'),
    // Claims so far: the first send, then one resend after a crash.
    attempts: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
    // The liveness key of the process sending it (core/liveness.ts); null while nobody does.
    claimedBy: { type: DataTypes.INTEGER, allowNull: true },
    claimedAt: { type: DataTypes.DATE, allowNull: true },
    createdAt: { type: DataTypes.DATE, allowNull: false },
  });
  // A ticket's messages leave one at a time, oldest first: the head of its queue is looked up by this index.
  await qi.addIndex('message_outbox', ['companyId', 'ticketId', 'messageId'], { name: 'message_outbox_company_ticket' });
  // A schedule remembers the message it committed, so a send a crash cut short is settled by that message's fate.
  await qi.addColumn('schedules', 'messageId', {
    type: DataTypes.INTEGER,
    allowNull: true,
    references: { model: 'messages', key: 'id' },
    onDelete: 'SET NULL',
  });
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.removeColumn('schedules', 'messageId');
  await qi.dropTable('message_outbox');
}
