import { DataTypes, type QueryInterface } from 'sequelize';

export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  // The people a connection's phone has in its address book, as WhatsApp syncs them (contacts events).
  // They are not contacts until someone imports them (POST /contacts/import).
  await qi.createTable('address_book_entries', {
    id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
    lid: DataTypes.STRING,
    number: DataTypes.STRING,
    name: { type: DataTypes.STRING, allowNull: false },
    pushName: DataTypes.STRING,
    whatsappId: { type: DataTypes.INTEGER, allowNull: false, references: { model: 'whatsapps', key: 'id' }, onDelete: 'CASCADE' },
    companyId: { type: DataTypes.INTEGER, allowNull: false, references: { model: 'companies', key: 'id' }, onDelete: 'CASCADE' },
    createdAt: { type: DataTypes.DATE, allowNull: false },
    updatedAt: { type: DataTypes.DATE, allowNull: false },
  });
  // One entry per person and phone, whether WhatsApp names them by number, by LID or both.
  await qi.addIndex('address_book_entries', ['companyId', 'whatsappId', 'number'], { unique: true, name: 'address_book_entries_company_whatsapp_number' });
  await qi.addIndex('address_book_entries', ['companyId', 'whatsappId', 'lid'], { unique: true, name: 'address_book_entries_company_whatsapp_lid' });
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.dropTable('address_book_entries');
}
