import { Column, DataType, ForeignKey, Model, Table } from 'sequelize-typescript';
import type { WebhookDeliveryDTO, WebhookDeliveryEvent } from '@zapdesk/shared';
import { WebhookEndpoint } from './WebhookEndpoint.js';

/** One event delivered (or being delivered) to one endpoint, with the exact body it carries. */
@Table({ tableName: 'webhook_deliveries' })
export class WebhookDelivery extends Model {
  static tenantScoped = true;
  @Column({ type: DataType.UUID, primaryKey: true }) declare id: string;
  @Column({ type: DataType.INTEGER, allowNull: false }) declare companyId: number;
  @ForeignKey(() => WebhookEndpoint) @Column({ type: DataType.INTEGER, allowNull: false }) declare endpointId: number;
  @Column({ type: DataType.STRING, allowNull: false }) declare event: WebhookDeliveryEvent;
  @Column({ type: DataType.TEXT, allowNull: false }) declare body: string;
  @Column({ type: DataType.STRING, allowNull: false, defaultValue: 'pending' }) declare state: WebhookDeliveryDTO['state'];
  @Column({ type: DataType.INTEGER, allowNull: false, defaultValue: 0 }) declare attempts: number;
  @Column({ type: DataType.INTEGER }) declare statusCode: number | null;
  @Column({ type: DataType.TEXT }) declare error: string | null;
  @Column({ type: DataType.DATE }) declare createdAt: Date;
  @Column({ type: DataType.DATE }) declare updatedAt: Date;
}
