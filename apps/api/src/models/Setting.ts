import { BelongsTo, Column, DataType, ForeignKey, Model, Table } from 'sequelize-typescript';
import { Company } from './Company.js';

@Table({ tableName: 'settings' })
export class Setting extends Model {
  static tenantScoped = true;
  @Column({ type: DataType.INTEGER, primaryKey: true, autoIncrement: true }) declare id: number;
  @Column({ type: DataType.STRING, allowNull: false }) declare key: string;
  @Column({ type: DataType.TEXT, allowNull: false, defaultValue: '' }) declare value: string;
  @ForeignKey(() => Company) @Column({ type: DataType.INTEGER, allowNull: false }) declare companyId: number;
  @Column({ type: DataType.DATE }) declare createdAt: Date;
  @Column({ type: DataType.DATE }) declare updatedAt: Date;

  @BelongsTo(() => Company) declare company?: Company;
}
