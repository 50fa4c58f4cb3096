import { useQuery } from '@tanstack/react-query';
import { settingQueries } from '../../../resources/settings/keys';

/** The company's settings; LiveSyncProvider puts another admin's change here. */
export function useSettings() {
  return useQuery(settingQueries.list());
}
