import { Column, DataType, HasMany, Model, Table } from 'sequelize-typescript';
import { Company } from './Company.js';

@Table({ tableName: 'plans' })
export class Plan extends Model {
  @Column({ type: DataType.INTEGER, primaryKey: true, autoIncrement: true }) declare id: number;
  @Column({ type: DataType.STRING, allowNull: false, unique: true }) declare name: string;
  @Column({ type: DataType.INTEGER, allowNull: false, defaultValue: 0 }) declare users: number;
  @Column({ type: DataType.INTEGER, allowNull: false, defaultValue: 0 }) declare connections: number;
  @Column({ type: DataType.INTEGER, allowNull: false, defaultValue: 0 }) declare queues: number;
  @Column({ type: DataType.INTEGER, allowNull: false, defaultValue: 0 }) declare campaigns: number;
  @Column({ type: DataType.INTEGER, allowNull: false, defaultValue: 0 }) declare schedules: number;
  @Column({ type: DataType.DECIMAL(10, 2), allowNull: false, defaultValue: 0 }) declare value: string;
  @Column({ type: DataType.BOOLEAN, allowNull: false, defaultValue: true }) declare useCampaigns: boolean;
  @Column({ type: DataType.BOOLEAN, allowNull: false, defaultValue: true }) declare useKanban: boolean;
  @Column({ type: DataType.BOOLEAN, allowNull: false, defaultValue: true }) declare useOpenAi: boolean;
  @Column({ type: DataType.BOOLEAN, allowNull: false, defaultValue: true }) declare useIntegrations: boolean;
  @Column({ type: DataType.BOOLEAN, allowNull: false, defaultValue: true }) declare useSchedules: boolean;
  @Column({ type: DataType.BOOLEAN, allowNull: false, defaultValue: true }) declare useInternalChat: boolean;
  @Column({ type: DataType.BOOLEAN, allowNull: false, defaultValue: true }) declare useExternalApi: boolean;
  @Column({ type: DataType.DATE }) declare createdAt: Date;
  @Column({ type: DataType.DATE }) declare updatedAt: Date;

  @HasMany(() => Company) declare companies?: Company[];
}
