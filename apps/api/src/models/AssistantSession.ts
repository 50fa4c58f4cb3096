import { Column, DataType, Model, Table } from 'sequelize-typescript';

/**
 * A ticket's assistant state (modules/assistants): the last customer message it handled, and the external
 * session (Typebot) with when it last spoke. One row per ticket, reset when a new cycle starts.
 */
@Table({ tableName: 'assistant_sessions' })
export class AssistantSession extends Model {
  static tenantScoped = true;
  @Column({ type: DataType.INTEGER, primaryKey: true }) declare ticketId: number;
  @Column({ type: DataType.INTEGER, allowNull: false }) declare companyId: number;
  @Column({ type: DataType.INTEGER, allowNull: false, defaultValue: 0 }) declare handledMessageId: number;
  @Column({ type: DataType.STRING }) declare sessionId: string | null;
  @Column({ type: DataType.DATE }) declare sessionAt: Date | null;
  @Column({ type: DataType.DATE }) declare createdAt: Date;
  @Column({ type: DataType.DATE }) declare updatedAt: Date;
}
