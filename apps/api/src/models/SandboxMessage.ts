import { Column, DataType, Model, Table } from 'sequelize-typescript';
import type { StoredMedia } from '../channels/whatsapp/types.js';

/** What the sandbox's simulated phone sent and received (its outbox is what the platform sent). */
@Table({ tableName: 'sandbox_messages', updatedAt: false })
export class SandboxMessage extends Model {
  static tenantScoped = true;
  @Column({ type: DataType.STRING, primaryKey: true }) declare id: string;
  @Column({ type: DataType.INTEGER, primaryKey: true }) declare whatsappId: number;
  @Column({ type: DataType.INTEGER, allowNull: false }) declare companyId: number;
  @Column({ type: DataType.STRING, allowNull: false }) declare direction: 'in' | 'out';
  @Column({ type: DataType.STRING, allowNull: false }) declare chatId: string;
  @Column({ type: DataType.TEXT, allowNull: false, defaultValue: '' }) declare body: string;
  @Column({ type: DataType.JSONB }) declare media: StoredMedia | null;
  @Column({ type: DataType.STRING }) declare quotedId: string | null;
  @Column({ type: DataType.INTEGER, allowNull: false, defaultValue: 1 }) declare ack: number;
  @Column({ type: DataType.BOOLEAN, allowNull: false, defaultValue: false }) declare isDeleted: boolean;
  /** What the phone got: a message, or an edit, reaction or revoke of the message `targetId`. */
  @Column({ type: DataType.STRING, allowNull: false, defaultValue: 'message' }) declare kind: 'message' | 'edit' | 'reaction' | 'revoke';
  @Column({ type: DataType.STRING }) declare targetId: string | null;
  @Column({ type: DataType.DATE }) declare createdAt: Date;
}
