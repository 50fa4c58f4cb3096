import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { SettingDTO } from '@zapdesk/shared';
import { fetchSettings } from '../api/settings-api';
import { settingKeys } from './setting-keys';
import { useCompanyEvent } from '../../../hooks/useCompanyEvent';

/** Sets one setting in a cached list, adding it when the company did not have it yet. */
export function withSetting(settings: SettingDTO[], setting: SettingDTO): SettingDTO[] {
  const exists = settings.some((s) => s.key === setting.key);
  return exists ? settings.map((s) => (s.key === setting.key ? setting : s)) : [...settings, setting];
}

/** The company's settings, kept current by the `settings` socket event (another admin's change shows here). */
export function useSettings() {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: settingKeys.settings, queryFn: fetchSettings });

  useCompanyEvent('settings', (payload) => {
    if (payload.action !== 'update') return;
    queryClient.setQueryData<SettingDTO[]>(settingKeys.settings, (current) => (current ? withSetting(current, payload.setting) : current));
  });

  return query;
}
