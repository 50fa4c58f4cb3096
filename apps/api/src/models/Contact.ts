import { BelongsTo, Column, DataType, ForeignKey, HasMany, Model, Table } from 'sequelize-typescript';
import { ContactCustomField } from './ContactCustomField.js';
import { Whatsapp } from './Whatsapp.js';

/**
 * A customer (or a group) of a company. WhatsApp may name the same person by phone number or by LID:
 * both are kept, each unique per company, so one person is never two contacts.
 */
@Table({ tableName: 'contacts' })
export class Contact extends Model {
  static tenantScoped = true;
  @Column({ type: DataType.INTEGER, primaryKey: true, autoIncrement: true }) declare id: number;
  @Column({ type: DataType.UUID, allowNull: false, defaultValue: DataType.UUIDV4 }) declare uuid: string;
  @Column({ type: DataType.STRING, allowNull: false }) declare name: string;
  /** Digits with country code; null for a LID-only contact whose phone WhatsApp has not shared. */
  @Column({ type: DataType.STRING }) declare number: string | null;
  /** The full LID JID (`…@lid`). */
  @Column({ type: DataType.STRING }) declare lid: string | null;
  @Column({ type: DataType.STRING, allowNull: false, defaultValue: '' }) declare email: string;
  @Column({ type: DataType.TEXT, allowNull: false, defaultValue: '' }) declare profilePicUrl: string;
  @Column({ type: DataType.BOOLEAN, allowNull: false, defaultValue: false }) declare isGroup: boolean;
  /** The connection the contact was first seen on (its default for new tickets). */
  @ForeignKey(() => Whatsapp) @Column({ type: DataType.INTEGER }) declare whatsappId: number | null;
  @Column({ type: DataType.INTEGER, allowNull: false }) declare companyId: number;
  @Column({ type: DataType.DATE }) declare createdAt: Date;
  @Column({ type: DataType.DATE }) declare updatedAt: Date;

  @HasMany(() => ContactCustomField) declare extraInfo?: ContactCustomField[];
  @BelongsTo(() => Whatsapp) declare whatsapp?: Whatsapp | null;
}
