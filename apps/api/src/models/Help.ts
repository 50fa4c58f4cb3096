import { Column, DataType, Model, Table } from 'sequelize-typescript';

/** A platform-wide help video, managed by the super user. */
@Table({ tableName: 'helps' })
export class Help extends Model {
  @Column({ type: DataType.INTEGER, primaryKey: true, autoIncrement: true }) declare id: number;
  @Column({ type: DataType.STRING, allowNull: false }) declare title: string;
  @Column({ type: DataType.STRING, allowNull: false, defaultValue: '' }) declare video: string;
  @Column({ type: DataType.TEXT, allowNull: false, defaultValue: '' }) declare description: string;
  @Column({ type: DataType.DATE }) declare createdAt: Date;
  @Column({ type: DataType.DATE }) declare updatedAt: Date;
}
