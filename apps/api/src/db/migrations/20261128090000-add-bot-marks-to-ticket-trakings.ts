import { DataTypes, type QueryInterface } from 'sequelize';

// Per-cycle marks of the bot flow (§10 Bot flow): the out-of-hours message goes out once per
// cycle, and a resolved cycle whose customer was asked for a rating waits for the answer.
export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.addColumn('ticket_trakings', 'outOfHoursAt', { type: DataTypes.DATE });
  await qi.addColumn('ticket_trakings', 'ratingRequestedAt', { type: DataTypes.DATE });
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.removeColumn('ticket_trakings', 'ratingRequestedAt');
  await qi.removeColumn('ticket_trakings', 'outOfHoursAt');
}
