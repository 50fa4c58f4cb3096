import { BelongsToMany, Column, DataType, Model, Table } from 'sequelize-typescript';
import { Ticket } from './Ticket.js';
import { TicketTag } from './TicketTag.js';

@Table({ tableName: 'tags' })
export class Tag extends Model {
  static tenantScoped = true;
  @Column({ type: DataType.INTEGER, primaryKey: true, autoIncrement: true }) declare id: number;
  @Column({ type: DataType.STRING, allowNull: false }) declare name: string;
  @Column({ type: DataType.STRING, allowNull: false, defaultValue: '#5C59A0' }) declare color: string;
  /** 1 when the tag is a kanban lane (the contract's 0/1). */
  @Column({ type: DataType.INTEGER, allowNull: false, defaultValue: 0 }) declare kanban: number;
  @Column({ type: DataType.INTEGER }) declare userId: number | null;
  @Column({ type: DataType.INTEGER, allowNull: false }) declare companyId: number;
  @Column({ type: DataType.DATE }) declare createdAt: Date;
  @Column({ type: DataType.DATE }) declare updatedAt: Date;

  @BelongsToMany(() => Ticket, () => TicketTag) declare tickets?: Ticket[];
}
