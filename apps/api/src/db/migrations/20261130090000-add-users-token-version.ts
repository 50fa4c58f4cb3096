import { DataTypes, type QueryInterface } from 'sequelize';

// Access tokens carry the user's token version; raising it (logout, password or profile change, company
// deactivation) refuses every access token issued before, at once instead of when they expire.
export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.addColumn('users', 'tokenVersion', { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 });
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.removeColumn('users', 'tokenVersion');
}
