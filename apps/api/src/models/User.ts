import { BelongsTo, BelongsToMany, Column, DataType, ForeignKey, Model, Table } from 'sequelize-typescript';
import type { AllTicket, Profile } from '@zapdesk/shared';
import { Company } from './Company.js';
import { Queue } from './Queue.js';
import { UserQueue } from './UserQueue.js';

@Table({ tableName: 'users' })
export class User extends Model {
  static tenantScoped = true;
  @Column({ type: DataType.INTEGER, primaryKey: true, autoIncrement: true }) declare id: number;
  @Column({ type: DataType.STRING, allowNull: false }) declare name: string;
  @Column({ type: DataType.STRING, allowNull: false, unique: true }) declare email: string;
  @Column({ type: DataType.STRING, allowNull: false }) declare passwordHash: string;
  @Column({ type: DataType.STRING, allowNull: false, defaultValue: 'user' }) declare profile: Profile;
  @Column({ type: DataType.BOOLEAN, allowNull: false, defaultValue: false }) declare super: boolean;
  @Column({ type: DataType.BOOLEAN, allowNull: false, defaultValue: false }) declare online: boolean;
  @Column({ type: DataType.DATE }) declare lastSeenAt: Date | null;
  @Column({ type: DataType.STRING, allowNull: false, defaultValue: 'desabled' }) declare allTicket: AllTicket;
  @Column({ type: DataType.INTEGER }) declare whatsappId: number | null;
  /** Carried by access tokens; raised to refuse every token issued before (modules/auth/end-sessions.ts). */
  @Column({ type: DataType.INTEGER, allowNull: false, defaultValue: 0 }) declare tokenVersion: number;
  /** When the user last opened the announcements (their unread count is what came after). */
  @Column({ type: DataType.DATE }) declare announcementsSeenAt: Date | null;
  @ForeignKey(() => Company) @Column({ type: DataType.INTEGER, allowNull: false }) declare companyId: number;
  @Column({ type: DataType.DATE }) declare createdAt: Date;
  @Column({ type: DataType.DATE }) declare updatedAt: Date;

  @BelongsTo(() => Company) declare company?: Company;
  @BelongsToMany(() => Queue, () => UserQueue) declare queues?: Queue[];
}
