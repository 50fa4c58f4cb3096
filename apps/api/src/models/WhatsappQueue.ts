import { Column, DataType, ForeignKey, Model, Table } from 'sequelize-typescript';
import { Queue } from './Queue.js';
import { Whatsapp } from './Whatsapp.js';

@Table({ tableName: 'whatsapp_queues' })
export class WhatsappQueue extends Model {
  @ForeignKey(() => Whatsapp) @Column({ type: DataType.INTEGER, primaryKey: true }) declare whatsappId: number;
  @ForeignKey(() => Queue) @Column({ type: DataType.INTEGER, primaryKey: true }) declare queueId: number;
  @Column({ type: DataType.DATE }) declare createdAt: Date;
  @Column({ type: DataType.DATE }) declare updatedAt: Date;
}
