import { Column, DataType, ForeignKey, Model, Table } from 'sequelize-typescript';
import { Queue } from './Queue.js';
import { User } from './User.js';

@Table({ tableName: 'user_queues' })
export class UserQueue extends Model {
  @ForeignKey(() => User) @Column({ type: DataType.INTEGER, primaryKey: true }) declare userId: number;
  @ForeignKey(() => Queue) @Column({ type: DataType.INTEGER, primaryKey: true }) declare queueId: number;
  @Column({ type: DataType.DATE }) declare createdAt: Date;
  @Column({ type: DataType.DATE }) declare updatedAt: Date;
}
