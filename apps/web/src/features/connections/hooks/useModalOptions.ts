import { useQuery } from '@tanstack/react-query';
import { fetchIntegrationOptions, fetchPromptOptions, fetchQueueOptions, type PickerOption } from '../api/connections-api';
import { connectionKeys } from './connection-keys';

export interface OptionList {
  options: PickerOption[];
  /** The endpoint failed (e.g. 404 until its screen exists): the picker stays empty and disabled. */
  unavailable: boolean;
  loading: boolean;
}

function useOptionList(key: readonly unknown[], load: () => Promise<PickerOption[]>, enabled: boolean): OptionList {
  const query = useQuery({ queryKey: key, queryFn: load, enabled, retry: false });
  return { options: query.data ?? [], unavailable: query.isError, loading: query.isLoading };
}

/** Queues, prompts and integrations offered by the connection modal while it is open. */
export function useModalOptions(enabled: boolean) {
  return {
    queues: useOptionList(connectionKeys.queueOptions, fetchQueueOptions, enabled),
    prompts: useOptionList(connectionKeys.promptOptions, fetchPromptOptions, enabled),
    integrations: useOptionList(connectionKeys.integrationOptions, fetchIntegrationOptions, enabled),
  };
}
