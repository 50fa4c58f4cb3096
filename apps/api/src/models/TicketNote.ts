import { BelongsTo, Column, DataType, ForeignKey, Model, Table } from 'sequelize-typescript';
import { User } from './User.js';

@Table({ tableName: 'ticket_notes' })
export class TicketNote extends Model {
  static tenantScoped = true;
  @Column({ type: DataType.INTEGER, primaryKey: true, autoIncrement: true }) declare id: number;
  @Column({ type: DataType.TEXT, allowNull: false }) declare note: string;
  @ForeignKey(() => User) @Column({ type: DataType.INTEGER }) declare userId: number | null;
  @Column({ type: DataType.INTEGER, allowNull: false }) declare ticketId: number;
  @Column({ type: DataType.INTEGER, allowNull: false }) declare contactId: number;
  @Column({ type: DataType.INTEGER, allowNull: false }) declare companyId: number;
  @Column({ type: DataType.DATE }) declare createdAt: Date;
  @Column({ type: DataType.DATE }) declare updatedAt: Date;

  @BelongsTo(() => User) declare user?: User | null;
}
