import { BelongsTo, Column, DataType, ForeignKey, Model, Table } from 'sequelize-typescript';
import type { ShippingStatus } from '@zapdesk/shared';
import { Campaign } from './Campaign.js';

/**
 * One contact of a running campaign (§10 Campaigns): created when the campaign starts, claimed by a worker with
 * a status transition (so it is sent at most once), settled delivered or failed. `position` rotates the variants.
 */
@Table({ tableName: 'campaign_shippings' })
export class CampaignShipping extends Model {
  static tenantScoped = true;
  @Column({ type: DataType.INTEGER, primaryKey: true, autoIncrement: true }) declare id: number;
  @ForeignKey(() => Campaign) @Column({ type: DataType.INTEGER, allowNull: false }) declare campaignId: number;
  @Column({ type: DataType.INTEGER, allowNull: false }) declare companyId: number;
  /** The campaign's connection when it started: pacing is per connection. */
  @Column({ type: DataType.INTEGER, allowNull: false }) declare whatsappId: number;
  @Column({ type: DataType.INTEGER, allowNull: false }) declare position: number;
  @Column({ type: DataType.STRING, allowNull: false }) declare number: string;
  @Column({ type: DataType.STRING, allowNull: false, defaultValue: '' }) declare name: string;
  @Column({ type: DataType.STRING, allowNull: false, defaultValue: '' }) declare email: string;
  @Column({ type: DataType.STRING, allowNull: false, defaultValue: 'pending' }) declare status: ShippingStatus;
  /** Not sent before this instant (the start, a retry's backoff, a confirmation reply). */
  @Column({ type: DataType.DATE, allowNull: false }) declare dueAt: Date;
  @Column({ type: DataType.INTEGER, allowNull: false, defaultValue: 0 }) declare attempts: number;
  /** The liveness key of the process sending it (core/liveness.ts): a dead claimer is known at once. */
  @Column({ type: DataType.INTEGER }) declare claimedBy: number | null;
  @Column({ type: DataType.DATE }) declare claimedAt: Date | null;
  @Column({ type: DataType.INTEGER }) declare ticketId: number | null;
  /** The last message its current send committed (its ack tells how that send ended). */
  @Column({ type: DataType.INTEGER }) declare messageId: number | null;
  @Column({ type: DataType.DATE }) declare confirmationRequestedAt: Date | null;
  @Column({ type: DataType.DATE }) declare confirmedAt: Date | null;
  @Column({ type: DataType.DATE }) declare deliveredAt: Date | null;
  @Column({ type: DataType.DATE }) declare failedAt: Date | null;
  @Column({ type: DataType.STRING }) declare failureReason: string | null;
  @Column({ type: DataType.DATE }) declare createdAt: Date;
  @Column({ type: DataType.DATE }) declare updatedAt: Date;

  @BelongsTo(() => Campaign) declare campaign?: Campaign;
}
