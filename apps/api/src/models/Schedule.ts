import { BelongsTo, Column, DataType, ForeignKey, Model, Table } from 'sequelize-typescript';
import type { ScheduleStatus } from '@zapdesk/shared';
import { Contact } from './Contact.js';
import { User } from './User.js';

/** A message to a contact, sent once by a delayed job at sendAt (§10 Schedules). */
@Table({ tableName: 'schedules' })
export class Schedule extends Model {
  static tenantScoped = true;
  @Column({ type: DataType.INTEGER, primaryKey: true, autoIncrement: true }) declare id: number;
  @Column({ type: DataType.TEXT, allowNull: false }) declare body: string;
  @Column({ type: DataType.DATE, allowNull: false }) declare sendAt: Date;
  @Column({ type: DataType.DATE }) declare sentAt: Date | null;
  @Column({ type: DataType.STRING, allowNull: false, defaultValue: 'PENDENTE' }) declare status: ScheduleStatus;
  /** Raised by every reschedule; a job only sends the version it was armed for. */
  @Column({ type: DataType.INTEGER, allowNull: false, defaultValue: 1 }) declare jobVersion: number;
  @ForeignKey(() => Contact) @Column({ type: DataType.INTEGER, allowNull: false }) declare contactId: number;
  @Column({ type: DataType.INTEGER }) declare ticketId: number | null;
  /** The message its send committed (its ack tells how the send ended). */
  @Column({ type: DataType.INTEGER }) declare messageId: number | null;
  @ForeignKey(() => User) @Column({ type: DataType.INTEGER }) declare userId: number | null;
  @Column({ type: DataType.INTEGER, allowNull: false }) declare companyId: number;
  /** Storage-relative path of the attachment; clients get an API path instead. */
  @Column({ type: DataType.STRING }) declare mediaPath: string | null;
  @Column({ type: DataType.STRING }) declare mediaName: string | null;
  @Column({ type: DataType.STRING }) declare mimetype: string | null;
  @Column({ type: DataType.DATE }) declare createdAt: Date;
  @Column({ type: DataType.DATE }) declare updatedAt: Date;

  @BelongsTo(() => Contact) declare contact?: Contact;
  @BelongsTo(() => User) declare user?: User | null;
}
