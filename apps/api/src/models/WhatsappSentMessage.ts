import { Column, DataType, Model, Table } from 'sequelize-typescript';

/** Our outgoing messages as WhatsApp content, for Baileys' getMessage (retries) and for edits/quotes. */
@Table({ tableName: 'whatsapp_sent_messages', updatedAt: false })
export class WhatsappSentMessage extends Model {
  @Column({ type: DataType.INTEGER, primaryKey: true }) declare whatsappId: number;
  @Column({ type: DataType.STRING, primaryKey: true }) declare messageId: string;
  @Column({ type: DataType.STRING, allowNull: false }) declare chatId: string;
  @Column({ type: DataType.TEXT, allowNull: false }) declare content: string;
  @Column({ type: DataType.DATE }) declare createdAt: Date;
}
