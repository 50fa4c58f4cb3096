import { useQuery } from '@tanstack/react-query';
import { settingQueries, settingValue } from './keys';

/** One setting's value ('' until loaded or when the company lacks it), live like the whole list it is read from. */
export function useSetting(key: string, enabled = true): string {
  return useQuery({ ...settingQueries.list(), select: (settings) => settingValue(settings, key), enabled }).data ?? '';
}
