import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import type { NamedRecord } from '../../resources/named-records';

export interface OptionList {
  options: NamedRecord[];
  /** The endpoint failed (e.g. 403 without the plan flag): the picker stays empty and disabled. */
  unavailable: boolean;
  loading: boolean;
}

/** A picker's list, read while its dialog is open. */
export function useOptionList<T extends NamedRecord, K extends QueryKey>(options: UseQueryOptions<T[], Error, T[], K>, enabled: boolean): OptionList {
  const query = useQuery({ ...options, enabled });
  return { options: query.data ?? [], unavailable: query.isError, loading: query.isLoading };
}
