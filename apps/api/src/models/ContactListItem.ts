import { BelongsTo, Column, DataType, ForeignKey, Model, Table } from 'sequelize-typescript';
import { ContactList } from './ContactList.js';

/** One number of a contact list (§3 Contact list item); unique per list. */
@Table({ tableName: 'contact_list_items' })
export class ContactListItem extends Model {
  static tenantScoped = true;
  @Column({ type: DataType.INTEGER, primaryKey: true, autoIncrement: true }) declare id: number;
  @Column({ type: DataType.STRING, allowNull: false }) declare name: string;
  /** Digits only. */
  @Column({ type: DataType.STRING, allowNull: false }) declare number: string;
  @Column({ type: DataType.STRING, allowNull: false, defaultValue: '' }) declare email: string;
  /** null until the background check (rate limited per connection) has asked WhatsApp. */
  @Column({ type: DataType.BOOLEAN }) declare isWhatsappValid: boolean | null;
  @ForeignKey(() => ContactList) @Column({ type: DataType.INTEGER, allowNull: false }) declare contactListId: number;
  @Column({ type: DataType.INTEGER, allowNull: false }) declare companyId: number;
  @Column({ type: DataType.DATE }) declare createdAt: Date;
  @Column({ type: DataType.DATE }) declare updatedAt: Date;

  @BelongsTo(() => ContactList) declare contactList?: ContactList;
}
