import { Column, DataType, Model, Table } from 'sequelize-typescript';
import type { AnnouncementPriority } from '@zapdesk/shared';

/**
 * A platform notice written by a super user for every company's users (spec §3 Announcement). Not
 * tenant-scoped: companyId records the author's company, and reads are never limited by it.
 */
@Table({ tableName: 'announcements' })
export class Announcement extends Model {
  @Column({ type: DataType.INTEGER, primaryKey: true, autoIncrement: true }) declare id: number;
  @Column({ type: DataType.STRING, allowNull: false }) declare title: string;
  @Column({ type: DataType.TEXT, allowNull: false }) declare text: string;
  /** 1 high, 2 medium, 3 low. */
  @Column({ type: DataType.INTEGER, allowNull: false, defaultValue: 3 }) declare priority: AnnouncementPriority;
  /** Active (shown to every user) or inactive (only super users see it). */
  @Column({ type: DataType.BOOLEAN, allowNull: false, defaultValue: true }) declare status: boolean;
  /** Storage-relative path of the image; clients get its public URL path instead. */
  @Column({ type: DataType.STRING }) declare mediaPath: string | null;
  @Column({ type: DataType.STRING }) declare mediaName: string | null;
  @Column({ type: DataType.STRING }) declare mimetype: string | null;
  @Column({ type: DataType.INTEGER, allowNull: false }) declare companyId: number;
  @Column({ type: DataType.DATE }) declare createdAt: Date;
  @Column({ type: DataType.DATE }) declare updatedAt: Date;
}
