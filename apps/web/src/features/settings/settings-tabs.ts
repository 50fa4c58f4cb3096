import { DefaultSettings, type SettingDTO, type SettingKey } from '@zapdesk/shared';

export type SettingsTabId = 'options' | 'schedules' | 'companies' | 'plans' | 'helps';

/** A setting's value, or the product default when the company does not have the row yet. */
export function settingValue(settings: SettingDTO[] | undefined, key: SettingKey): string {
  return settings?.find((s) => s.key === key)?.value ?? DefaultSettings[key];
}

/** Spec §2: Opções always; Horários only when scheduleType is 'company'; Empresas, Planos, Ajuda for the super user. */
export function visibleSettingsTabs({ isSuper, scheduleType }: { isSuper: boolean; scheduleType: string }): SettingsTabId[] {
  const tabs: SettingsTabId[] = ['options'];
  if (scheduleType === 'company') tabs.push('schedules');
  if (isSuper) tabs.push('companies', 'plans', 'helps');
  return tabs;
}
