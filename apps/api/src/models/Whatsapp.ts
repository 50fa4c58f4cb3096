import { BelongsToMany, Column, DataType, ForeignKey, Model, Table } from 'sequelize-typescript';
import type { ConnectionStatus, WhatsappProvider } from '@zapdesk/shared';
import { Company } from './Company.js';
import { Queue } from './Queue.js';
import { WhatsappQueue } from './WhatsappQueue.js';

/** A WhatsApp connection (a linked phone number) of a company. */
@Table({ tableName: 'whatsapps' })
export class Whatsapp extends Model {
  static tenantScoped = true;
  @Column({ type: DataType.INTEGER, primaryKey: true, autoIncrement: true }) declare id: number;
  @Column({ type: DataType.STRING, allowNull: false }) declare name: string;
  @Column({ type: DataType.STRING, allowNull: false, defaultValue: 'DISCONNECTED' }) declare status: ConnectionStatus;
  @Column({ type: DataType.TEXT, allowNull: false, defaultValue: '' }) declare qrcode: string;
  @Column({ type: DataType.INTEGER, allowNull: false, defaultValue: 0 }) declare retries: number;
  @Column({ type: DataType.STRING }) declare number: string | null;
  @Column({ type: DataType.BOOLEAN, allowNull: false, defaultValue: false }) declare isDefault: boolean;
  @Column({ type: DataType.STRING, allowNull: false }) declare token: string;
  @Column({ type: DataType.STRING, allowNull: false, defaultValue: 'beta' }) declare provider: WhatsappProvider;
  @Column({ type: DataType.TEXT, allowNull: false, defaultValue: '' }) declare greetingMessage: string;
  @Column({ type: DataType.TEXT, allowNull: false, defaultValue: '' }) declare complationMessage: string;
  @Column({ type: DataType.TEXT, allowNull: false, defaultValue: '' }) declare outOfHoursMessage: string;
  @Column({ type: DataType.TEXT, allowNull: false, defaultValue: '' }) declare ratingMessage: string;
  @Column({ type: DataType.TEXT, allowNull: false, defaultValue: '' }) declare expiresInactiveMessage: string;
  @Column({ type: DataType.INTEGER, allowNull: false, defaultValue: 0 }) declare expiresTicket: number;
  @Column({ type: DataType.INTEGER }) declare timeToTransfer: number | null;
  @Column({ type: DataType.INTEGER }) declare transferQueueId: number | null;
  @Column({ type: DataType.INTEGER }) declare promptId: number | null;
  @Column({ type: DataType.INTEGER }) declare integrationId: number | null;
  @Column({ type: DataType.INTEGER, allowNull: false, defaultValue: 0 }) declare timeUseBotQueues: number;
  @Column({ type: DataType.INTEGER, allowNull: false, defaultValue: 3 }) declare maxUseBotQueues: number;
  @ForeignKey(() => Company) @Column({ type: DataType.INTEGER, allowNull: false }) declare companyId: number;
  @Column({ type: DataType.DATE }) declare createdAt: Date;
  @Column({ type: DataType.DATE }) declare updatedAt: Date;

  @BelongsToMany(() => Queue, () => WhatsappQueue) declare queues?: Queue[];
}
