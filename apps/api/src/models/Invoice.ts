import { BelongsTo, Column, DataType, ForeignKey, Model, Table } from 'sequelize-typescript';
import type { InvoiceStatus } from '@zapdesk/shared';
import { Company } from './Company.js';

/** One invoice per company per due date (docs/contract.md §10 Billing; a unique index holds it). */
@Table({ tableName: 'invoices' })
export class Invoice extends Model {
  static tenantScoped = true;
  @Column({ type: DataType.INTEGER, primaryKey: true, autoIncrement: true })
  declare id: number;
  @ForeignKey(() => Company)
  @Column({ type: DataType.INTEGER, allowNull: false })
  declare companyId: number;
  @Column({ type: DataType.TEXT, allowNull: false }) declare detail: string;
  @Column({ type: DataType.DECIMAL(10, 2), allowNull: false })
  declare value: string;
  @Column({ type: DataType.DATEONLY, allowNull: false })
  declare dueDate: string;
  @Column({ type: DataType.STRING, allowNull: false, defaultValue: 'open' })
  declare status: InvoiceStatus;
  @Column({ type: DataType.DATE }) declare paidAt: Date | null;
  /** Who confirmed the payment: 'super' (a super user marked it) or 'asaas' (the gateway's webhook). */
  @Column({ type: DataType.STRING }) declare paidBy: string | null;
  /** The gateway's charge (Asaas payment id), once one was created for this invoice. */
  @Column({ type: DataType.STRING }) declare gatewayChargeId: string | null;
  @Column({ type: DataType.DATE }) declare createdAt: Date;
  @Column({ type: DataType.DATE }) declare updatedAt: Date;

  @BelongsTo(() => Company) declare company?: Company;
}
