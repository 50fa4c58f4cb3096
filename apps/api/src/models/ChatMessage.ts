import { BelongsTo, Column, DataType, ForeignKey, Model, Table } from 'sequelize-typescript';
import { Chat } from './Chat.js';
import { User } from './User.js';

/** One message of an internal chat. */
@Table({ tableName: 'chat_messages' })
export class ChatMessage extends Model {
  static tenantScoped = true;
  @Column({ type: DataType.INTEGER, primaryKey: true, autoIncrement: true }) declare id: number;
  @ForeignKey(() => Chat) @Column({ type: DataType.INTEGER, allowNull: false }) declare chatId: number;
  /** The author (null once that user was deleted: the conversation keeps the message). */
  @ForeignKey(() => User) @Column({ type: DataType.INTEGER }) declare senderId: number | null;
  @Column({ type: DataType.TEXT, allowNull: false }) declare message: string;
  @Column({ type: DataType.INTEGER, allowNull: false }) declare companyId: number;
  @Column({ type: DataType.DATE }) declare createdAt: Date;
  @Column({ type: DataType.DATE }) declare updatedAt: Date;

  @BelongsTo(() => User) declare sender?: User | null;
}
