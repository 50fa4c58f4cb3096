import { Op, QueryTypes } from 'sequelize';
import { CAMPAIGN_EDIT_LEAD_MS, CAMPAIGN_MESSAGE_SLOTS, type CampaignDTO, type CampaignReportDTO } from '@zapdesk/shared';
import { now } from '../../core/clock.js';
import type { ServiceContext } from '../../core/context.js';
import { AppError, planLimitReached } from '../../core/errors.js';
import { publish } from '../../core/events.js';
import { findOrFail } from '../../core/tenancy.js';
import { db } from '../../db/sequelize.js';
import { Campaign, Company, ContactList, FileList, Plan, Tag, Whatsapp } from '../../models/index.js';
import { EMPTY_REPORT, presentCampaign } from './campaigns.presenter.js';

/** What a campaign is shown with: its connection's and contact list's names. */
export const campaignIncludes = () => [
  { model: Whatsapp, attributes: ['id', 'name'] },
  { model: ContactList, attributes: ['id', 'name'] },
];

/** Statuses a plan's campaigns limit counts: campaigns not yet over. */
export const LIVE_STATUSES = ['INATIVA', 'PROGRAMADA', 'EM_ANDAMENTO'] as const;

export const lockCampaign = (ctx: ServiceContext, id: number) => findOrFail(Campaign, ctx, id, 'ERR_NOT_FOUND', { lock: ctx.transaction?.LOCK.UPDATE });

/** The report's counts of these campaigns, from their shippings in one grouped query. */
export async function campaignReports(ctx: ServiceContext, ids: number[]): Promise<Map<number, CampaignReportDTO>> {
  if (ids.length === 0) return new Map();
  const rows = await db().query<CampaignReportDTO & { campaignId: number }>(
    `SELECT "campaignId", count(*)::int AS "validContacts", count("confirmationRequestedAt")::int AS "confirmationRequested",
            count("confirmedAt")::int AS confirmed, count("deliveredAt")::int AS delivered, count(*) FILTER (WHERE status = 'failed')::int AS failed
       FROM campaign_shippings WHERE "companyId" = :companyId AND "campaignId" IN (:ids) GROUP BY "campaignId"`,
    { replacements: { companyId: ctx.companyId, ids }, type: QueryTypes.SELECT, transaction: ctx.transaction },
  );
  return new Map(rows.map(({ campaignId, ...report }) => [campaignId, report]));
}

export async function loadCampaignDto(ctx: ServiceContext, id: number): Promise<CampaignDTO> {
  const record = await findOrFail(Campaign, ctx, id, 'ERR_NOT_FOUND', { include: campaignIncludes() });
  return presentCampaign(record, (await campaignReports(ctx, [id])).get(id) ?? EMPTY_REPORT);
}

/** company-{id}-campaign, after the commit. */
export async function publishCampaign(ctx: ServiceContext, id: number): Promise<CampaignDTO> {
  const record = await loadCampaignDto(ctx, id);
  publish(ctx, { entity: 'campaign', payload: { action: 'update', record } });
  return record;
}

/** 403 ERR_PLAN_LIMIT_REACHED once the company has as many live campaigns as its plan allows (company row locked). */
export async function assertCampaignLimit(ctx: ServiceContext): Promise<void> {
  const company = await Company.findOne({ where: { id: ctx.companyId }, lock: ctx.transaction?.LOCK.UPDATE, transaction: ctx.transaction });
  const plan = company && (await Plan.findByPk(company.planId, { transaction: ctx.transaction }));
  const live = await Campaign.count({ where: { companyId: ctx.companyId, status: { [Op.in]: [...LIVE_STATUSES] } }, transaction: ctx.transaction });
  if (!plan || live >= plan.campaigns) throw planLimitReached('campaigns');
}

const notEditable = (message: string) => new AppError('ERR_VALIDATION', 409, `status: ${message}`, { field: 'status' });

/** §4: every field is editable while INATIVA, or PROGRAMADA more than an hour ahead; only the messages when CANCELADA. */
export function editableFields(record: Campaign): 'all' | 'messages' | 'none' {
  if (record.status === 'INATIVA') return 'all';
  if (record.status === 'PROGRAMADA' && record.scheduledAt && record.scheduledAt.getTime() - now().getTime() > CAMPAIGN_EDIT_LEAD_MS) return 'all';
  return record.status === 'CANCELADA' ? 'messages' : 'none';
}

/** 409 unless the fields a change touches are editable in the campaign's state. */
export function assertEditable(record: Campaign, touched: string[]): void {
  const allowed = editableFields(record);
  if (allowed === 'all') return;
  const messagesOnly = touched.every((field) => /^(confirmationM|m)essage[1-5]$/.test(field));
  if (allowed === 'messages' && messagesOnly) return;
  throw notEditable(allowed === 'messages' ? 'a cancelled campaign changes only its messages' : 'the campaign can no longer be edited');
}

/** The connection, list, tag and file list a campaign names must be the company's (404 otherwise). */
export async function assertCompanyTargets(
  ctx: ServiceContext,
  ids: { whatsappId?: number | null; contactListId?: number | null; tagListId?: number | null; fileListId?: number | null },
) {
  if (ids.whatsappId) await findOrFail(Whatsapp, ctx, ids.whatsappId, 'ERR_NO_WAPP_FOUND');
  if (ids.contactListId) await findOrFail(ContactList, ctx, ids.contactListId);
  if (ids.tagListId) await findOrFail(Tag, ctx, ids.tagListId);
  if (ids.fileListId) await findOrFail(FileList, ctx, ids.fileListId);
}

const missing = (field: string, message: string) => new AppError('ERR_VALIDATION', 400, `${field}: ${message}`, { field });

/** A campaign about to be scheduled or started must say where, to whom and what (400 naming the field). */
export function assertReady(record: Campaign): void {
  if (!record.whatsappId) throw missing('whatsappId', 'choose the connection that sends it');
  if (!record.contactListId && !record.tagListId) throw missing('contactListId', 'choose a contact list or a tag');
  if (!CAMPAIGN_MESSAGE_SLOTS.some((n) => record[`message${n}`].trim())) throw missing('message1', 'write at least one message');
  if (record.confirmation && !CAMPAIGN_MESSAGE_SLOTS.some((n) => record[`confirmationMessage${n}`].trim())) {
    throw missing('confirmationMessage1', 'write at least one confirmation message');
  }
}

/** §5 has no rule for a time in the past; starting at once a time picked by mistake would be worse than asking again. */
export function assertNotPast(at: Date): void {
  if (at.getTime() < now().getTime() - 60_000) throw missing('scheduledAt', 'must not be in the past');
}
