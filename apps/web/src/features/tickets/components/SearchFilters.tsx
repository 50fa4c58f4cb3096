import { useTranslation } from 'react-i18next';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useTheme } from '@mui/material/styles';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import type { TagOption } from '../../../resources/tags/api';
import type { UserOption } from '../../../resources/users/api';
import { chipColors } from '../chip-colors';

interface SearchFiltersProps {
  search: string;
  onSearchChange: (text: string) => void;
  tags: TagOption[];
  tagIds: number[];
  onTagsChange: (ids: number[]) => void;
  /** Only admins filter by user (spec §6): null hides the filter. */
  users: UserOption[] | null;
  userIds: number[];
  onUsersChange: (ids: number[]) => void;
}

const byIds = <T extends { id: number }>(options: T[], ids: number[]) => options.filter((option) => ids.includes(option.id));

/** The search tab's filters: text (contact name, number, message), tags, and users for admins. */
export function SearchFilters({ search, onSearchChange, tags, tagIds, onTagsChange, users, userIds, onUsersChange }: SearchFiltersProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, px: 1.5, py: 1 }}>
      <TextField
        size="small"
        margin="none"
        type="search"
        autoFocus
        placeholder={t('tickets.search.placeholder')}
        value={search}
        onChange={(event) => onSearchChange(event.target.value)}
        slotProps={{
          htmlInput: { 'aria-label': t('tickets.search.placeholder') },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchOutlined fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      <Autocomplete
        multiple
        size="small"
        options={tags}
        value={byIds(tags, tagIds)}
        onChange={(_, chosen) => onTagsChange(chosen.map((tag) => tag.id))}
        getOptionLabel={(tag) => tag.name}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        renderValue={(chosen, getItemProps) =>
          chosen.map((tag, index) => {
            const { key, ...itemProps } = getItemProps({ index });
            return <Chip key={key} {...itemProps} size="small" label={tag.name} sx={chipColors(theme, tag.color)} />;
          })
        }
        renderInput={(params) => <TextField {...params} margin="none" label={t('tickets.search.tags')} />}
      />
      {users && (
        <Autocomplete
          multiple
          size="small"
          options={users}
          value={byIds(users, userIds)}
          onChange={(_, chosen) => onUsersChange(chosen.map((user) => user.id))}
          getOptionLabel={(user) => user.name}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          renderInput={(params) => <TextField {...params} margin="none" label={t('tickets.search.users')} />}
        />
      )}
    </Box>
  );
}
