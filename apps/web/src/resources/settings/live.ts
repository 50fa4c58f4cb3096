import type { SettingDTO } from '@zapdesk/shared';
import { updateCached } from '../../lib/changes-during-fetch';
import type { LiveApplier } from '../../live/live-events';
import { settingKeys } from './keys';

/** Sets one setting in a cached list, adding it when the company did not have it yet. */
export function withSetting(settings: SettingDTO[], setting: SettingDTO): SettingDTO[] {
  const exists = settings.some((s) => s.key === setting.key);
  return exists ? settings.map((s) => (s.key === setting.key ? setting : s)) : [...settings, setting];
}

export const applySettingsEvent: LiveApplier<'settings'> = (queryClient, payload) => {
  if (payload.action !== 'update') return;
  updateCached<SettingDTO[]>(queryClient, settingKeys.list, (current) => withSetting(current, payload.setting));
};
