import { BelongsTo, Column, DataType, ForeignKey, Model, Table } from 'sequelize-typescript';
import { FileList } from './FileList.js';

/** One file of a file list (§3 File list options): a name and a stored file. */
@Table({ tableName: 'files_options' })
export class FileListOption extends Model {
  static tenantScoped = true;
  @Column({ type: DataType.INTEGER, primaryKey: true, autoIncrement: true }) declare id: number;
  @ForeignKey(() => FileList) @Column({ type: DataType.INTEGER, allowNull: false }) declare fileId: number;
  @Column({ type: DataType.STRING, allowNull: false }) declare name: string;
  /** Storage-relative path; clients get an API path instead. Empty until its file is uploaded. */
  @Column({ type: DataType.STRING, allowNull: false, defaultValue: '' }) declare path: string;
  @Column({ type: DataType.STRING, allowNull: false, defaultValue: '' }) declare mediaType: string;
  @Column({ type: DataType.STRING, allowNull: false, defaultValue: '' }) declare fileName: string;
  @Column({ type: DataType.INTEGER, allowNull: false }) declare companyId: number;
  @Column({ type: DataType.DATE }) declare createdAt: Date;
  @Column({ type: DataType.DATE }) declare updatedAt: Date;

  @BelongsTo(() => FileList) declare fileList?: FileList;
}
