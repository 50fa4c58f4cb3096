import { useTranslation } from 'react-i18next';
import { OptionSelect } from './OptionSelect';
import type { OptionList } from './useOptionList';

type AssistantField = 'promptId' | 'integrationId';

interface AssistantSelectsProps {
  /** The form's chosen prompt and integration ('' for none). */
  values: Record<AssistantField, number | ''>;
  onChange: (field: AssistantField, value: number | '') => void;
  /** The lists to choose from; one left out (its plan flag is off) shows no select. */
  prompts?: OptionList;
  integrations?: OptionList;
}

// The texts are the connection modal's, which the queue modal shares.
const SELECTS = [
  { field: 'promptId', list: 'prompts', label: 'prompt', unavailable: 'promptsUnavailable', empty: 'noPrompts' },
  { field: 'integrationId', list: 'integrations', label: 'integration', unavailable: 'integrationsUnavailable', empty: 'noIntegrations' },
] as const;

/** The AI prompt and the integration that answer a connection's or a queue's tickets before an agent does. */
export function AssistantSelects({ values, onChange, ...lists }: AssistantSelectsProps) {
  const { t } = useTranslation();
  return SELECTS.map(({ field, list, label, unavailable, empty }) => {
    const options = lists[list];
    return (
      options && (
        <OptionSelect
          key={field}
          label={t(`connections.modal.${label}`)}
          name={field}
          value={values[field]}
          onChange={(value) => onChange(field, value)}
          list={options}
          unavailableText={t(`connections.modal.${unavailable}`)}
          emptyText={t(`connections.modal.${empty}`)}
        />
      )
    );
  });
}
