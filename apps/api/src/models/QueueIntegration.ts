import { Column, DataType, ForeignKey, Model, Table } from 'sequelize-typescript';
import type { QueueIntegrationLanguage, QueueIntegrationType } from '@zapdesk/shared';
import { Company } from './Company.js';

/** A chatbot a queue or connection hands its customers to (modules/queue-integrations); `jsonContent` is sealed. */
@Table({ tableName: 'queue_integrations' })
export class QueueIntegration extends Model {
  static tenantScoped = true;
  @Column({ type: DataType.INTEGER, primaryKey: true, autoIncrement: true }) declare id: number;
  @ForeignKey(() => Company) @Column({ type: DataType.INTEGER, allowNull: false }) declare companyId: number;
  @Column({ type: DataType.STRING, allowNull: false }) declare type: QueueIntegrationType;
  @Column({ type: DataType.STRING(50), allowNull: false }) declare name: string;
  @Column({ type: DataType.STRING, allowNull: false, defaultValue: '' }) declare projectName: string;
  @Column({ type: DataType.TEXT, allowNull: false, defaultValue: '' }) declare jsonContent: string;
  @Column({ type: DataType.STRING, allowNull: false, defaultValue: 'pt-BR' }) declare language: QueueIntegrationLanguage;
  @Column({ type: DataType.TEXT, allowNull: false, defaultValue: '' }) declare urlN8N: string;
  @Column({ type: DataType.STRING, allowNull: false, defaultValue: '' }) declare typebotSlug: string;
  @Column({ type: DataType.INTEGER, allowNull: false, defaultValue: 1 }) declare typebotExpires: number;
  @Column({ type: DataType.STRING, allowNull: false, defaultValue: '' }) declare typebotKeywordFinish: string;
  @Column({ type: DataType.STRING, allowNull: false, defaultValue: '' }) declare typebotKeywordRestart: string;
  @Column({ type: DataType.TEXT, allowNull: false, defaultValue: '' }) declare typebotRestartMessage: string;
  @Column({ type: DataType.TEXT, allowNull: false, defaultValue: '' }) declare typebotUnknownMessage: string;
  @Column({ type: DataType.INTEGER, allowNull: false, defaultValue: 1000 }) declare typebotDelayMessage: number;
  @Column({ type: DataType.DATE }) declare createdAt: Date;
  @Column({ type: DataType.DATE }) declare updatedAt: Date;
}
