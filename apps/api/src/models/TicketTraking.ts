import { Column, DataType, ForeignKey, Model, Table } from 'sequelize-typescript';
import { Ticket } from './Ticket.js';

/** One open-to-closed cycle of a ticket (the dashboard's source). 'Traking' is the contract's spelling. */
@Table({ tableName: 'ticket_trakings' })
export class TicketTraking extends Model {
  static tenantScoped = true;
  @Column({ type: DataType.INTEGER, primaryKey: true, autoIncrement: true }) declare id: number;
  @ForeignKey(() => Ticket) @Column({ type: DataType.INTEGER, allowNull: false }) declare ticketId: number;
  @Column({ type: DataType.INTEGER, allowNull: false }) declare companyId: number;
  @Column({ type: DataType.INTEGER }) declare whatsappId: number | null;
  @Column({ type: DataType.INTEGER }) declare userId: number | null;
  @Column({ type: DataType.INTEGER }) declare queueId: number | null;
  @Column({ type: DataType.DATE }) declare queuedAt: Date | null;
  @Column({ type: DataType.DATE }) declare startedAt: Date | null;
  @Column({ type: DataType.DATE }) declare finishedAt: Date | null;
  @Column({ type: DataType.DATE }) declare ratingAt: Date | null;
  @Column({ type: DataType.INTEGER }) declare rating: number | null;
  /** When the out-of-hours message went out in this cycle (once per cycle). */
  @Column({ type: DataType.DATE }) declare outOfHoursAt: Date | null;
  /** When Resolve asked the customer for a rating; the cycle waits for a 1-3 answer until another reply. */
  @Column({ type: DataType.DATE }) declare ratingRequestedAt: Date | null;
  @Column({ type: DataType.DATE }) declare createdAt: Date;
  @Column({ type: DataType.DATE }) declare updatedAt: Date;
}
