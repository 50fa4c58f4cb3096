import { useTranslation } from 'react-i18next';
import type { QueueDTO } from '@zapdesk/shared';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { CellText, ListTable } from '../../../components/list-page/ListTable';
import { RowActions } from '../../../components/list-page/TableRows';

interface QueuesTableProps {
  queues: QueueDTO[];
  loading: boolean;
  onEdit: (queue: QueueDTO) => void;
  onDelete: (queue: QueueDTO) => void;
}

const secondary = () => ({ color: 'text.secondary' });

/**
 * The queues list: id, name, colour, order, greeting and the edit and delete actions (spec §2). Phones drop the
 * id, order and greeting columns; the colour stays as the name's swatch.
 */
export function QueuesTable({ queues, loading, onEdit, onDelete }: QueuesTableProps) {
  const { t } = useTranslation();
  return (
    <ListTable
      label={t('queues.title')}
      records={queues}
      loading={loading}
      emptyText={t('queues.empty')}
      loadingRows={3}
      columns={[
        { header: t('queues.columns.id'), shownFrom: 'sm', width: 72, cellSx: secondary, skeleton: 24, cell: (queue) => queue.id },
        {
          header: t('queues.columns.name'),
          ellipsis: true,
          width: { xs: 'auto', sm: '25%' },
          skeleton: '70%',
          cell: (queue) => <CellText title={queue.name} />,
        },
        {
          header: t('queues.columns.color'),
          width: { xs: 56, sm: 140 },
          skeleton: 64,
          cell: (queue) => (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <Box
                role="img"
                aria-label={`${t('queues.columns.color')} ${queue.color}`}
                sx={{ width: 20, height: 20, borderRadius: 1, bgcolor: queue.color, flexShrink: 0 }}
              />
              <Typography variant="caption" color="text.secondary" sx={{ display: { xs: 'none', sm: 'inline' }, fontFamily: 'monospace' }}>
                {queue.color}
              </Typography>
            </Box>
          ),
        },
        {
          header: t('queues.columns.order'),
          align: 'center',
          shownFrom: 'sm',
          width: 88,
          cellSx: secondary,
          skeleton: 24,
          cell: (queue) => queue.orderQueue ?? '—',
        },
        {
          header: t('queues.columns.greeting'),
          shownFrom: 'sm',
          ellipsis: true,
          cellSx: secondary,
          title: (queue) => queue.greetingMessage,
          skeleton: '80%',
          cell: (queue) => queue.greetingMessage,
        },
      ]}
      actions={{
        header: t('queues.columns.actions'),
        width: 112,
        cell: (queue) => (
          <RowActions
            name={queue.name}
            onEdit={() => onEdit(queue)}
            onDelete={() => onDelete(queue)}
            editLabel={t('queues.edit')}
            deleteLabel={t('queues.delete')}
          />
        ),
      }}
    />
  );
}
