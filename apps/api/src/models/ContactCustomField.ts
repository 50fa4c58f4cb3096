import { BelongsTo, Column, DataType, ForeignKey, Model, Table } from 'sequelize-typescript';
import { Contact } from './Contact.js';

/** A free name/value pair on a contact (the contact drawer's extra info). */
@Table({ tableName: 'contact_custom_fields' })
export class ContactCustomField extends Model {
  @Column({ type: DataType.INTEGER, primaryKey: true, autoIncrement: true }) declare id: number;
  @Column({ type: DataType.STRING, allowNull: false }) declare name: string;
  @Column({ type: DataType.TEXT, allowNull: false, defaultValue: '' }) declare value: string;
  @ForeignKey(() => Contact) @Column({ type: DataType.INTEGER, allowNull: false }) declare contactId: number;
  @Column({ type: DataType.DATE }) declare createdAt: Date;
  @Column({ type: DataType.DATE }) declare updatedAt: Date;

  @BelongsTo(() => Contact) declare contact?: Contact;
}
