import { Column, DataType, HasMany, Model, Table } from 'sequelize-typescript';
import { ChatUser } from './ChatUser.js';

/** An internal chat between users of a company; only its members see it. */
@Table({ tableName: 'chats' })
export class Chat extends Model {
  static tenantScoped = true;
  @Column({ type: DataType.INTEGER, primaryKey: true, autoIncrement: true }) declare id: number;
  @Column({ type: DataType.UUID, allowNull: false, defaultValue: DataType.UUIDV4 }) declare uuid: string;
  @Column({ type: DataType.STRING, allowNull: false }) declare title: string;
  /** The creator: the only one who may edit or delete the chat (null once that user was deleted). */
  @Column({ type: DataType.INTEGER }) declare ownerId: number | null;
  @Column({ type: DataType.TEXT, allowNull: false, defaultValue: '' }) declare lastMessage: string;
  @Column({ type: DataType.INTEGER, allowNull: false }) declare companyId: number;
  @Column({ type: DataType.DATE }) declare createdAt: Date;
  @Column({ type: DataType.DATE }) declare updatedAt: Date;

  @HasMany(() => ChatUser) declare users?: ChatUser[];
}
