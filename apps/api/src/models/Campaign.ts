import { BelongsTo, Column, DataType, ForeignKey, Model, Table } from 'sequelize-typescript';
import type { CampaignStatus } from '@zapdesk/shared';
import { ContactList } from './ContactList.js';
import { FileList } from './FileList.js';
import { Tag } from './Tag.js';
import { Whatsapp } from './Whatsapp.js';

/** A mass message to a contact list or to the contacts of a tag (§3 Campaign, §10 Campaigns). */
@Table({ tableName: 'campaigns' })
export class Campaign extends Model {
  static tenantScoped = true;
  @Column({ type: DataType.INTEGER, primaryKey: true, autoIncrement: true }) declare id: number;
  @Column({ type: DataType.STRING, allowNull: false }) declare name: string;
  @Column({ type: DataType.TEXT, allowNull: false, defaultValue: '' }) declare message1: string;
  @Column({ type: DataType.TEXT, allowNull: false, defaultValue: '' }) declare message2: string;
  @Column({ type: DataType.TEXT, allowNull: false, defaultValue: '' }) declare message3: string;
  @Column({ type: DataType.TEXT, allowNull: false, defaultValue: '' }) declare message4: string;
  @Column({ type: DataType.TEXT, allowNull: false, defaultValue: '' }) declare message5: string;
  @Column({ type: DataType.TEXT, allowNull: false, defaultValue: '' }) declare confirmationMessage1: string;
  @Column({ type: DataType.TEXT, allowNull: false, defaultValue: '' }) declare confirmationMessage2: string;
  @Column({ type: DataType.TEXT, allowNull: false, defaultValue: '' }) declare confirmationMessage3: string;
  @Column({ type: DataType.TEXT, allowNull: false, defaultValue: '' }) declare confirmationMessage4: string;
  @Column({ type: DataType.TEXT, allowNull: false, defaultValue: '' }) declare confirmationMessage5: string;
  @Column({ type: DataType.STRING, allowNull: false, defaultValue: 'INATIVA' }) declare status: CampaignStatus;
  @Column({ type: DataType.BOOLEAN, allowNull: false, defaultValue: false }) declare confirmation: boolean;
  @Column({ type: DataType.DATE }) declare scheduledAt: Date | null;
  @Column({ type: DataType.DATE }) declare completedAt: Date | null;
  /** Raised by every (re)scheduling; a start job only starts the version it was armed for. */
  @Column({ type: DataType.INTEGER, allowNull: false, defaultValue: 1 }) declare jobVersion: number;
  @ForeignKey(() => Whatsapp) @Column({ type: DataType.INTEGER }) declare whatsappId: number | null;
  @ForeignKey(() => ContactList) @Column({ type: DataType.INTEGER }) declare contactListId: number | null;
  @ForeignKey(() => Tag) @Column({ type: DataType.INTEGER }) declare tagListId: number | null;
  @ForeignKey(() => FileList) @Column({ type: DataType.INTEGER }) declare fileListId: number | null;
  @Column({ type: DataType.INTEGER, allowNull: false }) declare companyId: number;
  /** Storage-relative path of the attachment; clients get an API path instead. */
  @Column({ type: DataType.STRING }) declare mediaPath: string | null;
  @Column({ type: DataType.STRING }) declare mediaName: string | null;
  @Column({ type: DataType.STRING }) declare mimetype: string | null;
  @Column({ type: DataType.DATE }) declare createdAt: Date;
  @Column({ type: DataType.DATE }) declare updatedAt: Date;

  @BelongsTo(() => Whatsapp) declare whatsapp?: Whatsapp | null;
  @BelongsTo(() => ContactList) declare contactList?: ContactList | null;
  @BelongsTo(() => FileList) declare fileList?: FileList | null;
}
