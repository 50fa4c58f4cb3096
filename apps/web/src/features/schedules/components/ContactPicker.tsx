import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContactRefDTO } from '@zapdesk/shared';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useContactOptions } from '../hooks/useContactOptions';

interface ContactPickerProps {
  value: ContactRefDTO | null;
  onChange: (contact: ContactRefDTO | null) => void;
  disabled: boolean;
  error: boolean;
  helperText?: string;
}

/** The schedule's contact, searched on the server by name or number (GET /contacts?searchParam=). */
export function ContactPicker({ value, onChange, disabled, error, helperText }: ContactPickerProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  // The chosen contact's name fills the box: that is not a new search.
  const search = value && text === value.name ? '' : text;
  const { contacts, isSearching } = useContactOptions(search, open && !disabled);

  return (
    <Autocomplete<ContactRefDTO>
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={contacts}
      value={value}
      onChange={(_, contact) => onChange(contact)}
      inputValue={text}
      onInputChange={(_, next) => setText(next)}
      disabled={disabled}
      filterOptions={(all) => all}
      loading={isSearching}
      loadingText={t('schedules.modal.searching')}
      noOptionsText={t('schedules.modal.noContacts')}
      getOptionLabel={(contact) => contact.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      renderOption={({ key, ...props }, contact) => (
        <li key={key} {...props}>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2">{contact.name}</Typography>
            {contact.number && (
              <Typography variant="caption" color="text.secondary">
                {contact.number}
              </Typography>
            )}
          </Box>
        </li>
      )}
      renderInput={(params) => <TextField {...params} margin="none" label={t('schedules.modal.contact')} error={error} helperText={helperText} />}
    />
  );
}
