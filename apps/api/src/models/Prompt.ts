import { BelongsTo, Column, DataType, ForeignKey, Model, Table } from 'sequelize-typescript';
import type { PromptVoice } from '@zapdesk/shared';
import { Company } from './Company.js';
import { Queue } from './Queue.js';

/** An AI assistant of a company (modules/prompts); `apiKey` and `voiceKey` are sealed (core/secret-box.ts). */
@Table({ tableName: 'prompts' })
export class Prompt extends Model {
  static tenantScoped = true;
  @Column({ type: DataType.INTEGER, primaryKey: true, autoIncrement: true }) declare id: number;
  @ForeignKey(() => Company) @Column({ type: DataType.INTEGER, allowNull: false }) declare companyId: number;
  @Column({ type: DataType.STRING(100), allowNull: false }) declare name: string;
  @Column({ type: DataType.TEXT, allowNull: false }) declare prompt: string;
  @Column({ type: DataType.STRING, allowNull: false, defaultValue: 'texto' }) declare voice: PromptVoice;
  @Column({ type: DataType.TEXT, allowNull: false, defaultValue: '' }) declare voiceKey: string;
  @Column({ type: DataType.STRING, allowNull: false, defaultValue: '' }) declare voiceRegion: string;
  @Column({ type: DataType.INTEGER, allowNull: false, defaultValue: 100 }) declare maxTokens: number;
  @Column({ type: DataType.FLOAT, allowNull: false, defaultValue: 1 }) declare temperature: number;
  @Column({ type: DataType.TEXT, allowNull: false }) declare apiKey: string;
  @ForeignKey(() => Queue) @Column({ type: DataType.INTEGER }) declare queueId: number | null;
  @Column({ type: DataType.INTEGER, allowNull: false, defaultValue: 10 }) declare maxMessages: number;
  @Column({ type: DataType.DATE }) declare createdAt: Date;
  @Column({ type: DataType.DATE }) declare updatedAt: Date;

  @BelongsTo(() => Queue) declare queue?: Queue | null;
}
