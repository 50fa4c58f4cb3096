import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { useTheme, type Theme } from '@mui/material/styles';
import type { TicketDTO } from '@zapdesk/shared';
import type { TagOption } from '../../../resources/tags/api';
import { useTicketTags } from '../hooks/useTicketTags';
import { tagsToSync } from '../ticket-tags';

/** Readable text on a tag's colour; a colour the theme cannot read keeps the default chip look. */
function chipColors(theme: Theme, color: string) {
  try {
    return { bgcolor: color, color: theme.palette.getContrastText(color) };
  } catch {
    return {};
  }
}

/** The ticket's tags: pick the company's tags or type a new one; every change is saved at once. */
export function TicketTags({ ticket, onChange }: { ticket: TicketDTO; onChange: (ticket: TicketDTO) => void }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const { options, isLoadingOptions, sync, isSyncing } = useTicketTags(ticket, onChange);

  const handleChange = (value: (TagOption | string)[]) => {
    const { tags, tooShort } = tagsToSync(value, options);
    // A change is one added or removed tag, so a name too short is the whole change: nothing to save.
    if (tooShort) toast.warning(t('conversation.tags.tooShort'));
    else sync(tags);
  };

  return (
    <Box sx={{ px: { xs: 1, sm: 2 }, py: 0.75, borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
      <Autocomplete<TagOption, true, false, true>
        multiple
        freeSolo
        size="small"
        options={options}
        value={ticket.tags}
        loading={isLoadingOptions}
        disabled={isSyncing}
        filterSelectedOptions
        getOptionLabel={(option) => (typeof option === 'string' ? option : option.name)}
        isOptionEqualToValue={(option, value) => typeof value !== 'string' && option.id === value.id}
        onChange={(_event, value) => handleChange(value)}
        renderValue={(value, getItemProps) =>
          value.map((tag, index) => {
            const { key, ...itemProps } = getItemProps({ index });
            const label = typeof tag === 'string' ? tag : tag.name;
            const colors = typeof tag === 'string' ? {} : chipColors(theme, tag.color);
            return <Chip key={key} {...itemProps} size="small" label={label} sx={colors} />;
          })
        }
        renderInput={(params) => (
          <TextField
            {...params}
            margin="none"
            variant="standard"
            placeholder={ticket.tags.length === 0 ? t('conversation.tags.placeholder') : undefined}
            slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'aria-label': t('conversation.tags.label') } }}
          />
        )}
      />
    </Box>
  );
}
