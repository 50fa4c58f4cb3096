import { useTranslation } from 'react-i18next';
import type { QueueRefDTO } from '@zapdesk/shared';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { QueueFilter } from '../../../resources/tickets/queue-filter';

/** The select's values: one per queue, plus the 'Sem fila' entry. */
const WITHOUT_QUEUE = 'none';
const queueValue = (id: number) => `queue-${id}`;

interface QueueFilterSelectProps {
  queues: QueueRefDTO[];
  value: QueueFilter;
  onChange: (filter: QueueFilter) => void;
}

/** Which of my queues (and 'Sem fila') the lists show, like Whaticket's queue select. */
export function QueueFilterSelect({ queues, value, onChange }: QueueFilterSelectProps) {
  const { t } = useTranslation();
  const selected = [
    ...queues.filter((queue) => !value.excluded.includes(queue.id)).map((queue) => queueValue(queue.id)),
    ...(value.withoutQueue ? [WITHOUT_QUEUE] : []),
  ];
  const total = queues.length + 1;

  const change = (raw: unknown) => {
    const values = Array.isArray(raw) ? raw.map(String) : String(raw).split(',');
    onChange({
      excluded: queues.filter((queue) => !values.includes(queueValue(queue.id))).map((queue) => queue.id),
      withoutQueue: values.includes(WITHOUT_QUEUE),
    });
  };

  return (
    <TextField
      select
      size="small"
      margin="none"
      label={t('tickets.queueFilter.label')}
      value={selected}
      onChange={(event) => change(event.target.value as unknown)}
      sx={{ width: 132 }}
      slotProps={{
        select: {
          multiple: true,
          renderValue: () => (selected.length === total ? t('tickets.queueFilter.all') : t('tickets.queueFilter.count', { count: selected.length, total })),
        },
      }}
    >
      {queues.map((queue) => (
        <MenuItem key={queue.id} value={queueValue(queue.id)} dense>
          <Checkbox size="small" checked={!value.excluded.includes(queue.id)} sx={{ py: 0 }} />
          <Box component="span" sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: queue.color, mr: 1, flexShrink: 0 }} />
          <ListItemText primary={queue.name} />
        </MenuItem>
      ))}
      <MenuItem value={WITHOUT_QUEUE} dense>
        <Checkbox size="small" checked={value.withoutQueue} sx={{ py: 0 }} />
        <Box component="span" sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: 'grey.500', mr: 1, flexShrink: 0 }} />
        <ListItemText primary={t('tickets.queueFilter.noQueue')} />
      </MenuItem>
    </TextField>
  );
}
