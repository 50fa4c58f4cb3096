import { BelongsTo, Column, DataType, ForeignKey, Model, Table } from 'sequelize-typescript';
import { Chat } from './Chat.js';
import { User } from './User.js';

/** A member of an internal chat and how many of its messages they have not read. */
@Table({ tableName: 'chat_users' })
export class ChatUser extends Model {
  static tenantScoped = true;
  @Column({ type: DataType.INTEGER, primaryKey: true, autoIncrement: true }) declare id: number;
  @ForeignKey(() => Chat) @Column({ type: DataType.INTEGER, allowNull: false }) declare chatId: number;
  @ForeignKey(() => User) @Column({ type: DataType.INTEGER, allowNull: false }) declare userId: number;
  @Column({ type: DataType.INTEGER, allowNull: false, defaultValue: 0 }) declare unreads: number;
  @Column({ type: DataType.INTEGER, allowNull: false }) declare companyId: number;
  @Column({ type: DataType.DATE }) declare createdAt: Date;
  @Column({ type: DataType.DATE }) declare updatedAt: Date;

  @BelongsTo(() => Chat) declare chat?: Chat;
  @BelongsTo(() => User) declare user?: User;
}
