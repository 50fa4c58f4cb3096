import { Column, DataType, ForeignKey, Model, Table } from 'sequelize-typescript';
import { Tag } from './Tag.js';
import { Ticket } from './Ticket.js';

@Table({ tableName: 'ticket_tags' })
export class TicketTag extends Model {
  @ForeignKey(() => Ticket) @Column({ type: DataType.INTEGER, primaryKey: true }) declare ticketId: number;
  @ForeignKey(() => Tag) @Column({ type: DataType.INTEGER, primaryKey: true }) declare tagId: number;
  @Column({ type: DataType.DATE }) declare createdAt: Date;
  @Column({ type: DataType.DATE }) declare updatedAt: Date;
}
