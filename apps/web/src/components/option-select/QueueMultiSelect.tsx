import type { QueueRefDTO } from '@zapdesk/shared';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';
import type { NamedRecord } from '../../resources/named-records';

interface QueueMultiSelectProps {
  value: number[];
  onChange: (ids: number[]) => void;
  /** The queues offered (in their colours). */
  options: NamedRecord[];
  /** The edited record's queues: their chips keep a name even when the list cannot load. */
  current: QueueRefDTO[];
  label: string;
  /** Why nothing can be chosen, or how to choose. */
  helperText?: string;
  /** Set when no queue can be offered (none exist, or the list did not load). */
  disabled: boolean;
  sx?: SxProps<Theme>;
}

/** A select event carries an array for `multiple`, or a comma-joined string after browser autofill. */
function toIds(value: unknown): number[] {
  const items = Array.isArray(value) ? value : String(value).split(',');
  return items.map(Number).filter((id) => Number.isInteger(id) && id > 0);
}

/** A record's queues (a connection's, a user's) as chips in their colours, picked from a checklist. */
export function QueueMultiSelect({ value, onChange, options, current, label, helperText, disabled, sx }: QueueMultiSelectProps) {
  const known = new Map<number, { name: string; color?: string }>([...current, ...options].map((q) => [q.id, q]));

  return (
    <TextField
      select
      margin="none"
      label={label}
      value={value}
      disabled={disabled}
      helperText={helperText}
      sx={sx}
      onChange={(event) => onChange(toIds(event.target.value as unknown))}
      slotProps={{
        select: {
          multiple: true,
          renderValue: (selected: unknown) => (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
              {toIds(selected).map((id) => {
                const queue = known.get(id);
                return <Chip key={id} size="small" label={queue?.name ?? `#${id}`} sx={queue?.color ? { bgcolor: queue.color, color: '#fff' } : undefined} />;
              })}
            </Box>
          ),
        },
      }}
    >
      {options.map((queue) => (
        <MenuItem key={queue.id} value={queue.id}>
          <Checkbox size="small" checked={value.includes(queue.id)} sx={{ py: 0 }} />
          <Box component="span" sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: queue.color ?? 'grey.500', mr: 1, flexShrink: 0 }} />
          <ListItemText primary={queue.name} />
        </MenuItem>
      ))}
    </TextField>
  );
}
