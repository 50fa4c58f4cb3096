import { BelongsTo, Column, DataType, ForeignKey, HasMany, Model, Table } from 'sequelize-typescript';
import { Queue } from './Queue.js';

/** A node of a queue's option tree (the bot's menu): the customer types `option` to choose it. */
@Table({ tableName: 'queue_options' })
export class QueueOption extends Model {
  static tenantScoped = true;
  @Column({ type: DataType.INTEGER, primaryKey: true, autoIncrement: true }) declare id: number;
  @Column({ type: DataType.STRING, allowNull: false }) declare title: string;
  @Column({ type: DataType.TEXT, allowNull: false, defaultValue: '' }) declare message: string;
  @Column({ type: DataType.INTEGER, allowNull: false }) declare option: number;
  @ForeignKey(() => Queue) @Column({ type: DataType.INTEGER, allowNull: false }) declare queueId: number;
  /** null for the queue's top-level options. */
  @ForeignKey(() => QueueOption) @Column({ type: DataType.INTEGER }) declare parentId: number | null;
  @Column({ type: DataType.INTEGER, allowNull: false }) declare companyId: number;
  @Column({ type: DataType.DATE }) declare createdAt: Date;
  @Column({ type: DataType.DATE }) declare updatedAt: Date;

  @BelongsTo(() => Queue) declare queue?: Queue;
  @BelongsTo(() => QueueOption, 'parentId') declare parent?: QueueOption | null;
  @HasMany(() => QueueOption, 'parentId') declare children?: QueueOption[];
}
