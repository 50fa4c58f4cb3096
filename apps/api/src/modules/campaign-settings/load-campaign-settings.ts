import { CAMPAIGN_SETTINGS_DEFAULTS, type CampaignSettings } from '@zapdesk/shared';
import type { ServiceContext } from '../../core/context.js';
import { CampaignSetting } from '../../models/index.js';

/** The company's campaign settings, §9's default for every key it never saved. */
export async function loadCampaignSettings(ctx: ServiceContext): Promise<CampaignSettings> {
  const rows = await CampaignSetting.findAll({ where: { companyId: ctx.companyId }, transaction: ctx.transaction });
  const settings: CampaignSettings = { ...CAMPAIGN_SETTINGS_DEFAULTS, variables: [] };
  for (const row of rows) Object.assign(settings, { [row.key]: row.value });
  return settings;
}
