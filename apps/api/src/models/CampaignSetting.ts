import { Column, DataType, Model, Table } from 'sequelize-typescript';
import type { CampaignSettingKey } from '@zapdesk/shared';

/** One campaign setting of a company, key and JSON value (§3 Campaign setting); a missing key takes §9's default. */
@Table({ tableName: 'campaign_settings' })
export class CampaignSetting extends Model {
  static tenantScoped = true;
  @Column({ type: DataType.INTEGER, primaryKey: true, autoIncrement: true }) declare id: number;
  @Column({ type: DataType.STRING, allowNull: false }) declare key: CampaignSettingKey;
  @Column({ type: DataType.JSONB, allowNull: false }) declare value: unknown;
  @Column({ type: DataType.INTEGER, allowNull: false }) declare companyId: number;
  @Column({ type: DataType.DATE }) declare createdAt: Date;
  @Column({ type: DataType.DATE }) declare updatedAt: Date;
}
