import { DataTypes, type QueryInterface } from 'sequelize';

// Invoices (docs/contract.md §10 Billing): one per company per due date, which the unique index holds however
// often the daily job (or a super user) runs; a gateway charge belongs to one invoice.
export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.createTable('invoices', {
    id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
    companyId: {
      type: DataTypes.INTEGER,
      allowNull: false,
      references: { model: 'companies', key: 'id' },
      onDelete: 'CASCADE',
    },
    detail: { type: DataTypes.TEXT, allowNull: false },
    value: { type: DataTypes.DECIMAL(10, 2), allowNull: false },
    dueDate: { type: DataTypes.DATEONLY, allowNull: false },
    status: { type: DataTypes.STRING, allowNull: false, defaultValue: 'open' },
    paidAt: DataTypes.DATE,
    paidBy: DataTypes.STRING,
    gatewayChargeId: DataTypes.STRING,
    createdAt: { type: DataTypes.DATE, allowNull: false },
    updatedAt: { type: DataTypes.DATE, allowNull: false },
  });
  await qi.sequelize.query(`ALTER TABLE invoices ADD CONSTRAINT invoices_status_known CHECK (status IN ('open', 'paid'))`);
  // A company's list reads this index backwards (newest due date first).
  await qi.addIndex('invoices', ['companyId', 'dueDate'], {
    unique: true,
    name: 'invoices_company_due_date',
  });
  // The super user's list of every company's invoices, in the same order.
  await qi.addIndex('invoices', ['dueDate', 'id'], {
    name: 'invoices_due_date_id',
  });
  // The webhook finds the invoice by the gateway's charge id (NULLs, invoices without a charge, never collide).
  await qi.addIndex('invoices', ['gatewayChargeId'], {
    unique: true,
    name: 'invoices_gateway_charge',
  });
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.dropTable('invoices');
}
