import { Column, DataType, HasMany, Model, Table } from 'sequelize-typescript';
import { FileListOption } from './FileListOption.js';

/** A named set of files with a message (§3 File list), a campaign attachment or sent in a ticket. */
@Table({ tableName: 'files' })
export class FileList extends Model {
  static tenantScoped = true;
  @Column({ type: DataType.INTEGER, primaryKey: true, autoIncrement: true }) declare id: number;
  @Column({ type: DataType.STRING, allowNull: false }) declare name: string;
  @Column({ type: DataType.TEXT, allowNull: false }) declare message: string;
  @Column({ type: DataType.INTEGER, allowNull: false }) declare companyId: number;
  @Column({ type: DataType.DATE }) declare createdAt: Date;
  @Column({ type: DataType.DATE }) declare updatedAt: Date;

  @HasMany(() => FileListOption) declare options?: FileListOption[];
}
