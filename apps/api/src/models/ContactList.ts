import { Column, DataType, HasMany, Model, Table } from 'sequelize-typescript';
import { ContactListItem } from './ContactListItem.js';

/** A company's list of numbers a campaign is sent to (§3 Contact list). */
@Table({ tableName: 'contact_lists' })
export class ContactList extends Model {
  static tenantScoped = true;
  @Column({ type: DataType.INTEGER, primaryKey: true, autoIncrement: true }) declare id: number;
  @Column({ type: DataType.STRING, allowNull: false }) declare name: string;
  @Column({ type: DataType.INTEGER, allowNull: false }) declare companyId: number;
  @Column({ type: DataType.DATE }) declare createdAt: Date;
  @Column({ type: DataType.DATE }) declare updatedAt: Date;

  @HasMany(() => ContactListItem) declare contacts?: ContactListItem[];
}
