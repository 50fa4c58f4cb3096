import { queryOptions } from '@tanstack/react-query';
import { fetchCampaignSettings } from './api';

export const campaignSettingsKeys = { all: ['campaign-settings'] as const };

/** The company's campaign settings: the settings page and the campaign dialog's variable help read the same one. */
export const campaignSettingsQueries = {
  get: () => queryOptions({ queryKey: campaignSettingsKeys.all, queryFn: fetchCampaignSettings }),
};
