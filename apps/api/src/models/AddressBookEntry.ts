import { Column, DataType, Model, Table } from 'sequelize-typescript';

/**
 * A person saved in the address book of a connection's phone, as WhatsApp synced it. Kept apart from
 * contacts so a sync never floods the contacts list; POST /contacts/import turns entries into contacts.
 */
@Table({ tableName: 'address_book_entries' })
export class AddressBookEntry extends Model {
  static tenantScoped = true;
  @Column({ type: DataType.INTEGER, primaryKey: true, autoIncrement: true }) declare id: number;
  /** The full LID JID (`…@lid`), when WhatsApp told it. */
  @Column({ type: DataType.STRING }) declare lid: string | null;
  /** Digits with country code, when WhatsApp told it. */
  @Column({ type: DataType.STRING }) declare number: string | null;
  /** The name the phone's owner saved. */
  @Column({ type: DataType.STRING, allowNull: false }) declare name: string;
  /** The name the person chose on WhatsApp. */
  @Column({ type: DataType.STRING }) declare pushName: string | null;
  @Column({ type: DataType.INTEGER, allowNull: false }) declare whatsappId: number;
  @Column({ type: DataType.INTEGER, allowNull: false }) declare companyId: number;
  @Column({ type: DataType.DATE }) declare createdAt: Date;
  @Column({ type: DataType.DATE }) declare updatedAt: Date;
}
