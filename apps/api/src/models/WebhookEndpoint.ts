import { Column, DataType, ForeignKey, Model, Table } from 'sequelize-typescript';
import type { WebhookEvent } from '@zapdesk/shared';
import { Company } from './Company.js';

/** A URL of a company that receives signed events (modules/webhooks). */
@Table({ tableName: 'webhook_endpoints' })
export class WebhookEndpoint extends Model {
  static tenantScoped = true;
  @Column({ type: DataType.INTEGER, primaryKey: true, autoIncrement: true }) declare id: number;
  @ForeignKey(() => Company) @Column({ type: DataType.INTEGER, allowNull: false }) declare companyId: number;
  @Column({ type: DataType.TEXT, allowNull: false }) declare url: string;
  @Column({ type: DataType.STRING, allowNull: false }) declare secret: string;
  @Column({ type: DataType.JSONB, allowNull: false, defaultValue: [] }) declare events: WebhookEvent[];
  @Column({ type: DataType.BOOLEAN, allowNull: false, defaultValue: true }) declare active: boolean;
  @Column({ type: DataType.STRING, allowNull: false, defaultValue: '' }) declare description: string;
  @Column({ type: DataType.DATE }) declare createdAt: Date;
  @Column({ type: DataType.DATE }) declare updatedAt: Date;
}
