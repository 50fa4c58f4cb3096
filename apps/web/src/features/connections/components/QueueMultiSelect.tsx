import { useTranslation } from 'react-i18next';
import type { QueueRefDTO } from '@zapdesk/shared';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { OptionList } from '../hooks/useModalOptions';

interface QueueMultiSelectProps {
  value: number[];
  onChange: (ids: number[]) => void;
  list: OptionList;
  /** The edited connection's queues: their chips keep a name even when the list cannot load. */
  current: QueueRefDTO[];
}

/** A select event carries an array for `multiple`, or a comma-joined string after browser autofill. */
function toIds(value: unknown): number[] {
  const items = Array.isArray(value) ? value : String(value).split(',');
  return items.map(Number).filter((id) => Number.isInteger(id) && id > 0);
}

/** The connection's queues as chips in their colours; disabled with a hint when none can be offered. */
export function QueueMultiSelect({ value, onChange, list, current }: QueueMultiSelectProps) {
  const { t } = useTranslation();
  const known = new Map<number, { name: string; color?: string }>([...current, ...list.options].map((q) => [q.id, q]));
  const empty = list.options.length === 0;
  const hint = list.unavailable
    ? t('connections.modal.queuesUnavailable')
    : empty && !list.loading
      ? t('connections.modal.noQueues')
      : t('connections.modal.queuesHint');

  return (
    <TextField
      select
      margin="none"
      label={t('connections.modal.queues')}
      value={value}
      disabled={list.unavailable || empty}
      helperText={hint}
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
      {list.options.map((queue) => (
        <MenuItem key={queue.id} value={queue.id}>
          <Checkbox size="small" checked={value.includes(queue.id)} sx={{ py: 0 }} />
          <Box component="span" sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: queue.color ?? 'grey.500', mr: 1, flexShrink: 0 }} />
          <ListItemText primary={queue.name} />
        </MenuItem>
      ))}
    </TextField>
  );
}
