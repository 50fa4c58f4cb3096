import { CAMPAIGN_SETTINGS_DEFAULTS, type CampaignSettingDTO, type CampaignSettings, type CampaignVariable } from '@zapdesk/shared';
import { api } from '../../lib/api-client';

/** GET /campaign-settings (key and JSON value) read into one object, §9 defaults for keys never saved. */
export function fetchCampaignSettings(): Promise<CampaignSettings> {
  return api.get<CampaignSettingDTO[]>('/campaign-settings').then((r) => {
    const settings: CampaignSettings = { ...CAMPAIGN_SETTINGS_DEFAULTS };
    for (const { key, value } of r.data) {
      if (key === 'variables') settings.variables = value as CampaignVariable[];
      else settings[key] = value as number;
    }
    return settings;
  });
}

/** POST /campaign-settings { settings }. */
export function saveCampaignSettings(settings: CampaignSettings): Promise<void> {
  return api.post('/campaign-settings', { settings }).then(() => undefined);
}
