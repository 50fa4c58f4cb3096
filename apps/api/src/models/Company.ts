import { BelongsTo, Column, DataType, ForeignKey, HasMany, Model, Table } from 'sequelize-typescript';
import type { Recurrence, ScheduleEntry } from '@zapdesk/shared';
import { Plan } from './Plan.js';
import { Setting } from './Setting.js';
import { User } from './User.js';

/** A tenant. Not tenant-scoped itself: its id is the scope. */
@Table({ tableName: 'companies' })
export class Company extends Model {
  @Column({ type: DataType.INTEGER, primaryKey: true, autoIncrement: true }) declare id: number;
  @Column({ type: DataType.STRING, allowNull: false, unique: true }) declare name: string;
  @Column({ type: DataType.STRING }) declare email: string | null;
  @Column({ type: DataType.STRING }) declare phone: string | null;
  @ForeignKey(() => Plan) @Column({ type: DataType.INTEGER, allowNull: false }) declare planId: number;
  @Column({ type: DataType.BOOLEAN, allowNull: false, defaultValue: true }) declare status: boolean;
  @Column({ type: DataType.DATEONLY }) declare dueDate: string | null;
  @Column({ type: DataType.DATEONLY }) declare trialExpiration: string | null;
  @Column({ type: DataType.STRING }) declare recurrence: Recurrence | null;
  @Column({ type: DataType.JSONB, allowNull: false, defaultValue: [] }) declare schedules: ScheduleEntry[];
  @Column({ type: DataType.STRING }) declare billingName: string | null;
  @Column({ type: DataType.STRING }) declare addressZipCode: string | null;
  @Column({ type: DataType.STRING }) declare addressStreet: string | null;
  @Column({ type: DataType.STRING }) declare addressState: string | null;
  @Column({ type: DataType.STRING }) declare addressCity: string | null;
  @Column({ type: DataType.STRING }) declare addressDistrict: string | null;
  @Column({ type: DataType.DATE }) declare createdAt: Date;
  @Column({ type: DataType.DATE }) declare updatedAt: Date;

  @BelongsTo(() => Plan) declare plan?: Plan;
  @HasMany(() => Setting) declare settings?: Setting[];
  @HasMany(() => User) declare users?: User[];
}
