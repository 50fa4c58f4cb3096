import { useTranslation } from 'react-i18next';
import Autocomplete from '@mui/material/Autocomplete';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import type { UserOption } from '../../../../resources/users/api';
import { USER_SEARCH_MIN_CHARS, matchUsers } from '../transfer-rules';

interface UserSearchFieldProps {
  value: UserOption | null;
  onChange: (user: UserOption | null) => void;
  search: string;
  onSearchChange: (search: string) => void;
  users: UserOption[];
  loading: boolean;
}

/** Picks the user to transfer to; names are offered only from the third typed character (spec §5). */
export function UserSearchField({ value, onChange, search, onSearchChange, users, loading }: UserSearchFieldProps) {
  const { t } = useTranslation();
  const tooShort = search.trim().length < USER_SEARCH_MIN_CHARS;
  return (
    <Autocomplete
      value={value}
      onChange={(_, user) => onChange(user)}
      inputValue={search}
      onInputChange={(_, text) => onSearchChange(text)}
      options={matchUsers(users, search)}
      // The options are already the matches; MUI's own filter would hide them again while a value is chosen.
      filterOptions={(options) => options}
      getOptionLabel={(user) => user.name}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      loading={loading}
      loadingText={t('transfer.loadingUsers')}
      noOptionsText={tooShort ? t('transfer.typeMore', { count: USER_SEARCH_MIN_CHARS }) : t('transfer.noUsers')}
      renderInput={(params) => (
        <TextField
          {...params}
          margin="none"
          label={t('transfer.user')}
          placeholder={t('transfer.userPlaceholder')}
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              endAdornment: (
                <>
                  {loading && <CircularProgress color="inherit" size={18} />}
                  {params.slotProps.input.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
    />
  );
}
