import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContactRefDTO } from '@zapdesk/shared';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import PersonAddAlt1Outlined from '@mui/icons-material/PersonAddAlt1Outlined';
import { canSearchContacts, useContactSearch } from '../../../resources/contacts/useContactSearch';

/** An entry of the search: a found contact, or the offer to add a new one with the typed name. */
type ContactOption = { kind: 'contact'; contact: ContactRefDTO } | { kind: 'new'; name: string };

interface ContactPickerProps {
  value: ContactRefDTO | null;
  onChange: (contact: ContactRefDTO | null) => void;
  /** 'Adicionar {name}' was chosen: the contact modal opens with that name. */
  onAddNew: (name: string) => void;
  error?: string;
}

/** The new-ticket contact: searched on the server from 3 characters, or added on the spot. */
export function ContactPicker({ value, onChange, onAddNew, error }: ContactPickerProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  // The chosen contact's name fills the box: that is not a new search.
  const typing = value === null || text !== value.name;
  const { contacts, isSearching } = useContactSearch(text, typing);
  const typed = text.trim();

  const options: ContactOption[] = typing
    ? [
        ...contacts.map((contact): ContactOption => ({ kind: 'contact', contact })),
        ...(canSearchContacts(typed) && !isSearching ? [{ kind: 'new', name: typed } as const] : []),
      ]
    : [];
  const noOptionsText = canSearchContacts(typed) ? t('tickets.newTicketDialog.noContacts') : t('tickets.newTicketDialog.typeMore');

  return (
    <Autocomplete<ContactOption>
      options={options}
      value={value ? { kind: 'contact', contact: value } : null}
      inputValue={text}
      onInputChange={(_, next) => setText(next)}
      onChange={(_, option) => {
        if (option?.kind === 'new') onAddNew(option.name);
        else onChange(option?.contact ?? null);
      }}
      filterOptions={(all) => all}
      loading={isSearching}
      loadingText={t('tickets.newTicketDialog.searching')}
      noOptionsText={noOptionsText}
      getOptionLabel={(option) => (option.kind === 'contact' ? option.contact.name : option.name)}
      getOptionKey={(option) => (option.kind === 'contact' ? option.contact.id : `new-${option.name}`)}
      isOptionEqualToValue={(a, b) => a.kind === 'contact' && b.kind === 'contact' && a.contact.id === b.contact.id}
      renderOption={({ key, ...props }, option) => (
        <li key={key} {...props}>
          {option.kind === 'contact' ? (
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2">{option.contact.name}</Typography>
              {option.contact.number && (
                <Typography variant="caption" color="text.secondary">
                  {option.contact.number}
                </Typography>
              )}
            </Box>
          ) : (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'primary.main' }}>
              <PersonAddAlt1Outlined fontSize="small" />
              <Typography variant="body2">{t('tickets.newTicketDialog.addContact', { name: option.name })}</Typography>
            </Box>
          )}
        </li>
      )}
      renderInput={(params) => (
        <TextField {...params} autoFocus margin="none" label={t('tickets.newTicketDialog.contact')} error={Boolean(error)} helperText={error} />
      )}
    />
  );
}
