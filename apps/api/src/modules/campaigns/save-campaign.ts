import type { CampaignDTO } from '@zapdesk/shared';
import type { ServiceContext } from '../../core/context.js';
import { publish } from '../../core/events.js';
import { inTransaction } from '../../core/transaction.js';
import { Campaign } from '../../models/index.js';
import { armCampaignStart, disarmCampaignStart } from './campaign-jobs.js';
import { assertCampaignLimit, assertCompanyTargets, assertEditable, assertNotPast, assertReady, loadCampaignDto, lockCampaign } from './campaigns.queries.js';
import type { CampaignCreateInput, CampaignUpdateInput } from './campaigns.schemas.js';
import { scheduledInstant } from './scheduled-at.js';

/** The fields of the input that were sent (undefined = left as is). */
const sentFields = (input: CampaignUpdateInput) =>
  Object.entries(input)
    .filter(([, value]) => value !== undefined)
    .map(([key]) => key);

/**
 * Applies the input and decides the status (§4): with scheduledAt the campaign is PROGRAMADA (ready and not in
 * the past, else 400) under a new job version; without, INATIVA. A CANCELADA campaign keeps its status.
 */
async function applyInput(ctx: ServiceContext, record: Campaign, input: CampaignUpdateInput): Promise<boolean> {
  const { scheduledAt, ...fields } = input;
  await assertCompanyTargets(ctx, fields);
  record.set(Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)));
  if (scheduledAt !== undefined) record.scheduledAt = scheduledAt ? await scheduledInstant(ctx, scheduledAt) : null;
  if (record.status === 'CANCELADA') return false;
  const rescheduled = record.isNewRecord || record.changed('scheduledAt') !== false || record.status !== (record.scheduledAt ? 'PROGRAMADA' : 'INATIVA');
  if (record.scheduledAt) {
    assertReady(record);
    if (record.changed('scheduledAt')) assertNotPast(record.scheduledAt);
    record.status = 'PROGRAMADA';
  } else record.status = 'INATIVA';
  if (rescheduled) record.jobVersion = (record.jobVersion ?? 0) + 1;
  return rescheduled;
}

/** After the commit: the old start job goes, the new version's is armed at scheduledAt. */
async function rearm(ctx: ServiceContext, record: Campaign, previousVersion: number | null): Promise<void> {
  if (previousVersion !== null) await disarmCampaignStart({ companyId: ctx.companyId, campaignId: record.id, version: previousVersion });
  if (record.status === 'PROGRAMADA' && record.scheduledAt) {
    await armCampaignStart({ companyId: ctx.companyId, campaignId: record.id, version: record.jobVersion }, record.scheduledAt);
  }
}

/** POST /campaigns: INATIVA, or PROGRAMADA with scheduledAt, within the plan's campaigns limit. */
export async function createCampaign(ctx: ServiceContext, input: CampaignCreateInput): Promise<CampaignDTO> {
  const record = await inTransaction(ctx, async (tx) => {
    await assertCampaignLimit(tx);
    const created = Campaign.build({ name: input.name, companyId: ctx.companyId, jobVersion: 0 });
    await applyInput(tx, created, input);
    return created.save({ transaction: tx.transaction });
  });
  await rearm(ctx, record, null);
  const dto = await loadCampaignDto(ctx, record.id);
  publish(ctx, { entity: 'campaign', payload: { action: 'create', record: dto } });
  return dto;
}

/** PUT /campaigns/:id under §4's editability; a new scheduledAt moves its start job. */
export async function updateCampaign(ctx: ServiceContext, id: number, input: CampaignUpdateInput): Promise<CampaignDTO> {
  const { record, previousVersion } = await inTransaction(ctx, async (tx) => {
    const found = await lockCampaign(tx, id);
    assertEditable(found, sentFields(input));
    const version = found.jobVersion;
    const rescheduled = await applyInput(tx, found, input);
    await found.save({ transaction: tx.transaction });
    return { record: found, previousVersion: rescheduled ? version : null };
  });
  if (previousVersion !== null) await rearm(ctx, record, previousVersion);
  const dto = await loadCampaignDto(ctx, id);
  publish(ctx, { entity: 'campaign', payload: { action: 'update', record: dto } });
  return dto;
}
