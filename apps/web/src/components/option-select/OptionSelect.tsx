import { useTranslation } from 'react-i18next';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { OptionList } from './useOptionList';

interface OptionSelectProps {
  label: string;
  name: string;
  /** The chosen id, or '' for none. */
  value: number | '';
  onChange: (value: number | '') => void;
  list: OptionList;
  /** Shown when the endpoint is missing, or when it answers an empty list. */
  unavailableText: string;
  emptyText: string;
  helperText?: string;
}

/** A single optional reference (transfer queue, prompt, integration); disabled with a hint when none can be offered. */
export function OptionSelect({ label, name, value, onChange, list, unavailableText, emptyText, helperText }: OptionSelectProps) {
  const { t } = useTranslation();
  const empty = list.options.length === 0;
  // A stored reference the list does not hold still shows, so saving never drops it silently.
  const missing = value !== '' && !list.options.some((option) => option.id === value);
  const hint = list.unavailable ? unavailableText : empty && !list.loading ? emptyText : helperText;
  return (
    <TextField
      select
      margin="none"
      label={label}
      name={name}
      value={value}
      disabled={(list.unavailable || empty) && value === ''}
      helperText={hint}
      onChange={(event) => onChange(event.target.value === '' ? '' : Number(event.target.value))}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">
        <em>{t('connections.modal.none')}</em>
      </MenuItem>
      {missing && <MenuItem value={value}>#{value}</MenuItem>}
      {list.options.map((option) => (
        <MenuItem key={option.id} value={option.id}>
          {option.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
