import { useOptionList } from '../../../components/option-select/useOptionList';
import { integrationQueries } from '../../../resources/integrations/keys';
import { promptQueries } from '../../../resources/prompts/keys';
import { queueQueries } from '../../../resources/queues/keys';

export type { OptionList } from '../../../components/option-select/useOptionList';

/** Queues, prompts and integrations offered by the connection modal while it is open (the queues list is live). */
export function useModalOptions(enabled: boolean) {
  return {
    queues: useOptionList(queueQueries.list(), enabled),
    prompts: useOptionList(promptQueries.options(), enabled),
    integrations: useOptionList(integrationQueries.options(), enabled),
  };
}
