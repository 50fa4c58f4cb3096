import { CampaignSettingKeys, type CampaignSettingDTO } from '@zapdesk/shared';
import type { ServiceContext } from '../../core/context.js';
import { loadCampaignSettings } from './load-campaign-settings.js';

/** GET /campaign-settings: every key with its JSON value (§9's default when never saved). */
export async function listCampaignSettings(ctx: ServiceContext): Promise<CampaignSettingDTO[]> {
  const settings = await loadCampaignSettings(ctx);
  return CampaignSettingKeys.map((key) => ({ key, value: settings[key] }));
}
