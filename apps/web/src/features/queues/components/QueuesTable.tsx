import { useTranslation } from 'react-i18next';
import type { QueueDTO } from '@zapdesk/shared';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { RowActions, StatusRows } from '../../../components/list-page/TableRows';

interface QueuesTableProps {
  queues: QueueDTO[];
  loading: boolean;
  onEdit: (queue: QueueDTO) => void;
  onDelete: (queue: QueueDTO) => void;
}

/** Phones drop the id, order and greeting columns; the colour stays as the name's swatch. */
const wideOnly = { display: { xs: 'none', sm: 'table-cell' } } as const;
const ellipsis = { maxWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

/** The queues list: id, name, colour, order, greeting and the edit and delete actions (spec §2). */
export function QueuesTable({ queues, loading, onEdit, onDelete }: QueuesTableProps) {
  const { t } = useTranslation();
  return (
    <Table stickyHeader size="small" aria-label={t('queues.title')}>
      <TableHead>
        <TableRow>
          <TableCell sx={{ ...wideOnly, width: 72 }}>{t('queues.columns.id')}</TableCell>
          <TableCell>{t('queues.columns.name')}</TableCell>
          <TableCell sx={{ width: { xs: 56, sm: 140 } }}>{t('queues.columns.color')}</TableCell>
          <TableCell align="center" sx={{ ...wideOnly, width: 88 }}>
            {t('queues.columns.order')}
          </TableCell>
          <TableCell sx={wideOnly}>{t('queues.columns.greeting')}</TableCell>
          <TableCell align="right" sx={{ width: 112 }}>
            {t('queues.columns.actions')}
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {queues.map((queue) => (
          <TableRow key={queue.id} hover>
            <TableCell sx={{ ...wideOnly, color: 'text.secondary' }}>{queue.id}</TableCell>
            <TableCell sx={{ ...ellipsis, width: { xs: 'auto', sm: '25%' } }}>
              <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
                {queue.name}
              </Typography>
            </TableCell>
            <TableCell>
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
            </TableCell>
            <TableCell align="center" sx={{ ...wideOnly, color: 'text.secondary' }}>
              {queue.orderQueue ?? '—'}
            </TableCell>
            <TableCell sx={{ ...wideOnly, ...ellipsis, color: 'text.secondary' }} title={queue.greetingMessage}>
              {queue.greetingMessage}
            </TableCell>
            <RowActions
              name={queue.name}
              onEdit={() => onEdit(queue)}
              onDelete={() => onDelete(queue)}
              editLabel={t('queues.edit')}
              deleteLabel={t('queues.delete')}
            />
          </TableRow>
        ))}
        <StatusRows loading={loading} empty={queues.length === 0} colSpan={6} emptyText={t('queues.empty')} rows={3}>
          <TableCell sx={wideOnly}>
            <Skeleton width={24} />
          </TableCell>
          <TableCell>
            <Skeleton width="70%" />
          </TableCell>
          <TableCell>
            <Skeleton width={64} />
          </TableCell>
          <TableCell sx={wideOnly}>
            <Skeleton width={24} sx={{ mx: 'auto' }} />
          </TableCell>
          <TableCell sx={wideOnly}>
            <Skeleton width="80%" />
          </TableCell>
          <TableCell align="right">
            <Skeleton width={56} sx={{ ml: 'auto' }} />
          </TableCell>
        </StatusRows>
      </TableBody>
    </Table>
  );
}
