import { BelongsToMany, Column, DataType, ForeignKey, HasMany, Model, Table } from 'sequelize-typescript';
import type { ScheduleEntry } from '@zapdesk/shared';
import { Company } from './Company.js';
import { QueueOption } from './QueueOption.js';
import { User } from './User.js';
import { UserQueue } from './UserQueue.js';

@Table({ tableName: 'queues' })
export class Queue extends Model {
  static tenantScoped = true;
  @Column({ type: DataType.INTEGER, primaryKey: true, autoIncrement: true }) declare id: number;
  @Column({ type: DataType.STRING, allowNull: false }) declare name: string;
  @Column({ type: DataType.STRING, allowNull: false }) declare color: string;
  @Column({ type: DataType.TEXT, allowNull: false, defaultValue: '' }) declare greetingMessage: string;
  @Column({ type: DataType.TEXT, allowNull: false, defaultValue: '' }) declare completionMessage: string;
  @Column({ type: DataType.TEXT, allowNull: false, defaultValue: '' }) declare outOfHoursMessage: string;
  @Column({ type: DataType.TEXT, allowNull: false, defaultValue: '' }) declare ratingMessage: string;
  @Column({ type: DataType.JSONB, allowNull: false, defaultValue: [] }) declare schedules: ScheduleEntry[];
  @Column({ type: DataType.INTEGER }) declare orderQueue: number | null;
  @Column({ type: DataType.INTEGER }) declare integrationId: number | null;
  @Column({ type: DataType.INTEGER }) declare promptId: number | null;
  @ForeignKey(() => Company) @Column({ type: DataType.INTEGER, allowNull: false }) declare companyId: number;
  @Column({ type: DataType.DATE }) declare createdAt: Date;
  @Column({ type: DataType.DATE }) declare updatedAt: Date;

  @BelongsToMany(() => User, () => UserQueue) declare users?: User[];
  @HasMany(() => QueueOption) declare options?: QueueOption[];
}
