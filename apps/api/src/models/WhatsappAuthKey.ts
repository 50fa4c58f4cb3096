import { Column, DataType, Model, Table } from 'sequelize-typescript';

/**
 * One row of a connection's WhatsApp auth state: category 'creds' (id 'creds') or a Signal key
 * category and id. `value` is encrypted at rest (AES-256-GCM, WHATSAPP_AUTH_KEY). Not tenant-scoped:
 * only the whatsapp process reads it, always by whatsappId.
 */
@Table({ tableName: 'whatsapp_auth_keys', timestamps: false })
export class WhatsappAuthKey extends Model {
  @Column({ type: DataType.INTEGER, primaryKey: true }) declare whatsappId: number;
  @Column({ type: DataType.STRING, primaryKey: true }) declare category: string;
  @Column({ type: DataType.STRING, primaryKey: true }) declare keyId: string;
  @Column({ type: DataType.TEXT, allowNull: false }) declare value: string;
  @Column({ type: DataType.DATE, allowNull: false }) declare updatedAt: Date;
}
