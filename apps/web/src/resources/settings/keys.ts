import { queryOptions } from '@tanstack/react-query';
import type { SettingDTO } from '@zapdesk/shared';
import { fetchCompany, fetchMailStatus, fetchSettings } from './api';

/** Query keys of the company's settings: one list, read whole by Settings and by one key elsewhere (select). */
export const settingKeys = {
  list: ['settings', 'list'] as const,
  company: (id: number) => ['settings', 'company', id] as const,
  mail: ['settings', 'mail'] as const,
};

/** A setting's value from the list ('' when the company does not have it). */
export const settingValue = (settings: SettingDTO[], key: string, fallback = ''): string => settings.find((s) => s.key === key)?.value ?? fallback;

export const settingQueries = {
  list: () => queryOptions({ queryKey: settingKeys.list, queryFn: fetchSettings }),
  company: (id: number) => queryOptions({ queryKey: settingKeys.company(id), queryFn: () => fetchCompany(id) }),
  mail: () => queryOptions({ queryKey: settingKeys.mail, queryFn: fetchMailStatus }),
};
