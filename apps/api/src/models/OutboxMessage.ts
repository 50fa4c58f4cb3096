import { Column, DataType, Model, Table } from 'sequelize-typescript';

/** An outgoing message committed for sending and not sent yet (modules/messages/outbox.ts). */
@Table({ tableName: 'message_outbox', updatedAt: false })
export class OutboxMessage extends Model {
  static tenantScoped = true;
  @Column({ type: DataType.INTEGER, primaryKey: true }) declare messageId: number;
  @Column({ type: DataType.INTEGER, allowNull: false }) declare companyId: number;
  @Column({ type: DataType.INTEGER, allowNull: false }) declare ticketId: number;
  @Column({ type: DataType.INTEGER, allowNull: false, defaultValue: 0 }) declare attempts: number;
  @Column({ type: DataType.INTEGER }) declare claimedBy: number | null;
  @Column({ type: DataType.DATE }) declare claimedAt: Date | null;
  @Column({ type: DataType.DATE }) declare createdAt: Date;
}
