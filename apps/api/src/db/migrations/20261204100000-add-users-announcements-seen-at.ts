import { DataTypes, type QueryInterface } from 'sequelize';

/**
 * When the user last opened the announcements popover (issue 18 point 7): the top bar's unread count is the active
 * announcements created after it, counted by the server (GET /unread-counts) instead of from the first page the
 * browser loaded and ids remembered in localStorage. Null: never opened, every active one is unread.
 */
export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.addColumn('users', 'announcementsSeenAt', { type: DataTypes.DATE, allowNull: true });
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.removeColumn('users', 'announcementsSeenAt');
}
