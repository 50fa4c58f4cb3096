import { BelongsTo, BelongsToMany, Column, DataType, ForeignKey, HasMany, Model, Table } from 'sequelize-typescript';
import { Contact } from './Contact.js';
import { Message } from './Message.js';
import { Queue } from './Queue.js';
import { Tag } from './Tag.js';
import { TicketTag } from './TicketTag.js';
import { User } from './User.js';
import { Whatsapp } from './Whatsapp.js';

export type TicketStatus = 'pending' | 'open' | 'closed';

/** One conversation row per (company, contact, connection); each open-to-closed cycle is a tracking row. */
@Table({ tableName: 'tickets' })
export class Ticket extends Model {
  static tenantScoped = true;
  @Column({ type: DataType.INTEGER, primaryKey: true, autoIncrement: true }) declare id: number;
  @Column({ type: DataType.UUID, allowNull: false, defaultValue: DataType.UUIDV4 }) declare uuid: string;
  @Column({ type: DataType.STRING, allowNull: false, defaultValue: 'pending' }) declare status: TicketStatus;
  @Column({ type: DataType.TEXT, allowNull: false, defaultValue: '' }) declare lastMessage: string;
  /** When the last message was written: the list's order and shown time (updatedAt moves on any change). */
  @Column({ type: DataType.DATE, allowNull: false, defaultValue: DataType.NOW }) declare lastMessageAt: Date;
  @Column({ type: DataType.INTEGER, allowNull: false, defaultValue: 0 }) declare unreadMessages: number;
  @Column({ type: DataType.BOOLEAN, allowNull: false, defaultValue: false }) declare isGroup: boolean;
  @Column({ type: DataType.BOOLEAN, allowNull: false, defaultValue: false }) declare chatbot: boolean;
  @Column({ type: DataType.BOOLEAN, allowNull: false, defaultValue: false }) declare useIntegration: boolean;
  @Column({ type: DataType.INTEGER }) declare promptId: number | null;
  @Column({ type: DataType.INTEGER }) declare integrationId: number | null;
  /** Where the customer stands in the queue's option tree (bot flow). */
  @Column({ type: DataType.INTEGER }) declare queueOptionId: number | null;
  /** Invalid bot replies in this cycle (maxUseBotQueues) and when the count started (timeUseBotQueues). */
  @Column({ type: DataType.INTEGER, allowNull: false, defaultValue: 0 }) declare amountUsedBotQueues: number;
  @Column({ type: DataType.DATE }) declare botStartedAt: Date | null;
  @ForeignKey(() => Contact) @Column({ type: DataType.INTEGER, allowNull: false }) declare contactId: number;
  @ForeignKey(() => User) @Column({ type: DataType.INTEGER }) declare userId: number | null;
  @ForeignKey(() => Queue) @Column({ type: DataType.INTEGER }) declare queueId: number | null;
  @ForeignKey(() => Whatsapp) @Column({ type: DataType.INTEGER, allowNull: false }) declare whatsappId: number;
  @Column({ type: DataType.INTEGER, allowNull: false }) declare companyId: number;
  @Column({ type: DataType.DATE }) declare createdAt: Date;
  @Column({ type: DataType.DATE }) declare updatedAt: Date;

  @BelongsTo(() => Contact) declare contact?: Contact;
  @BelongsTo(() => User) declare user?: User | null;
  @BelongsTo(() => Queue) declare queue?: Queue | null;
  @BelongsTo(() => Whatsapp) declare whatsapp?: Whatsapp;
  @HasMany(() => Message) declare messages?: Message[];
  @BelongsToMany(() => Tag, () => TicketTag) declare tags?: Tag[];
}
