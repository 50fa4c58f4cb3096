import { BelongsTo, Column, DataType, ForeignKey, Model, Table } from 'sequelize-typescript';
import { Contact } from './Contact.js';
import { Ticket } from './Ticket.js';

export interface StoredReaction {
  by: string;
  emoji: string;
  fromMe: boolean;
}

export type MessageMediaType = 'chat' | 'image' | 'audio' | 'video' | 'application' | 'sticker' | 'locationMessage' | 'vcard' | 'call_log';

/** A message of a ticket; unique per (connection, WhatsApp id), so re-delivery never duplicates. */
@Table({ tableName: 'messages' })
export class Message extends Model {
  static tenantScoped = true;
  @Column({ type: DataType.INTEGER, primaryKey: true, autoIncrement: true }) declare id: number;
  /** WhatsApp's message id (null only between storing an outgoing message and WhatsApp accepting it). */
  @Column({ type: DataType.STRING }) declare wid: string | null;
  @Column({ type: DataType.INTEGER, allowNull: false }) declare whatsappId: number;
  @ForeignKey(() => Ticket) @Column({ type: DataType.INTEGER, allowNull: false }) declare ticketId: number;
  @ForeignKey(() => Contact) @Column({ type: DataType.INTEGER }) declare contactId: number | null;
  @Column({ type: DataType.TEXT, allowNull: false, defaultValue: '' }) declare body: string;
  @Column({ type: DataType.BOOLEAN, allowNull: false, defaultValue: false }) declare fromMe: boolean;
  @Column({ type: DataType.STRING, allowNull: false, defaultValue: 'chat' }) declare mediaType: MessageMediaType;
  /** Storage-relative path; served only with authorisation. */
  @Column({ type: DataType.STRING }) declare mediaPath: string | null;
  @Column({ type: DataType.STRING }) declare mimetype: string | null;
  @Column({ type: DataType.STRING }) declare filename: string | null;
  @ForeignKey(() => Message) @Column({ type: DataType.INTEGER }) declare quotedMsgId: number | null;
  @Column({ type: DataType.INTEGER, allowNull: false, defaultValue: 0 }) declare ack: number;
  @Column({ type: DataType.BOOLEAN, allowNull: false, defaultValue: false }) declare read: boolean;
  @Column({ type: DataType.BOOLEAN, allowNull: false, defaultValue: false }) declare isDeleted: boolean;
  @Column({ type: DataType.BOOLEAN, allowNull: false, defaultValue: false }) declare isEdited: boolean;
  /** Sent by the platform itself (greeting, menu, out-of-hours, rating, transfer notice). */
  @Column({ type: DataType.BOOLEAN, allowNull: false, defaultValue: false }) declare isAutomatic: boolean;
  /** Everyone's reactions, one per reactor (`by`: 'me' for the company, else the customer's LID or phone). */
  @Column({ type: DataType.JSONB, allowNull: false, defaultValue: [] }) declare reactions: StoredReaction[];
  @Column({ type: DataType.STRING }) declare participant: string | null;
  @Column({ type: DataType.INTEGER, allowNull: false }) declare companyId: number;
  @Column({ type: DataType.DATE }) declare createdAt: Date;
  @Column({ type: DataType.DATE }) declare updatedAt: Date;

  @BelongsTo(() => Ticket) declare ticket?: Ticket;
  @BelongsTo(() => Contact) declare contact?: Contact | null;
  @BelongsTo(() => Message, 'quotedMsgId') declare quotedMsg?: Message | null;
}
