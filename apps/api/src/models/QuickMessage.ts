import { Column, DataType, Model, Table } from 'sequelize-typescript';

/** A quick reply: `/shortcode` in the ticket input offers its message (and attachment). */
@Table({ tableName: 'quick_messages' })
export class QuickMessage extends Model {
  static tenantScoped = true;
  @Column({ type: DataType.INTEGER, primaryKey: true, autoIncrement: true }) declare id: number;
  @Column({ type: DataType.STRING, allowNull: false }) declare shortcode: string;
  @Column({ type: DataType.TEXT, allowNull: false, defaultValue: '' }) declare message: string;
  /** Visible to the whole company (otherwise only to its author). */
  @Column({ type: DataType.BOOLEAN, allowNull: false, defaultValue: false }) declare geral: boolean;
  /** Other users may edit it. */
  @Column({ type: DataType.BOOLEAN, allowNull: false, defaultValue: false }) declare status: boolean;
  @Column({ type: DataType.BOOLEAN, allowNull: false, defaultValue: false }) declare isMedia: boolean;
  /** Storage-relative path of the attachment; clients get an API path instead. */
  @Column({ type: DataType.STRING }) declare mediaPath: string | null;
  @Column({ type: DataType.STRING }) declare mediaName: string | null;
  @Column({ type: DataType.STRING }) declare mimetype: string | null;
  @Column({ type: DataType.INTEGER }) declare userId: number | null;
  @Column({ type: DataType.INTEGER, allowNull: false }) declare companyId: number;
  @Column({ type: DataType.DATE }) declare createdAt: Date;
  @Column({ type: DataType.DATE }) declare updatedAt: Date;
}
