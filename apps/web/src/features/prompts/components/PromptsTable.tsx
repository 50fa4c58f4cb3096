import { useTranslation } from 'react-i18next';
import type { PromptDTO } from '@zapdesk/shared';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { RowActions, StatusRows } from '../../../components/list-page/TableRows';

interface PromptsTableProps {
  records: PromptDTO[];
  loading: boolean;
  onEdit: (record: PromptDTO) => void;
  onDelete: (record: PromptDTO) => void;
}

const ellipsis = { maxWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

/** The prompts (spec §2: name, queue, max tokens, actions); the queue shows with its colour. */
export function PromptsTable({ records, loading, onEdit, onDelete }: PromptsTableProps) {
  const { t } = useTranslation();
  return (
    <Table stickyHeader size="small" aria-label={t('prompts.title')} sx={{ tableLayout: 'fixed', '& .MuiTableCell-root': { px: { xs: 1, sm: 2 } } }}>
      <TableHead>
        <TableRow>
          <TableCell>{t('prompts.columns.name')}</TableCell>
          <TableCell sx={{ width: '30%' }}>{t('prompts.columns.queue')}</TableCell>
          <TableCell align="center" sx={{ width: { xs: 64, sm: 120 } }}>
            {t('prompts.columns.maxTokens')}
          </TableCell>
          <TableCell align="right" sx={{ width: { xs: 80, sm: 96 } }}>
            {t('prompts.columns.actions')}
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {records.map((record) => (
          <TableRow key={record.id} hover>
            <TableCell sx={ellipsis}>
              <Typography variant="body2" noWrap sx={{ fontWeight: 600 }} title={record.name}>
                {record.name}
              </Typography>
            </TableCell>
            <TableCell sx={ellipsis}>
              {record.queue ? (
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
                  <Box aria-hidden sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: record.queue.color, flexShrink: 0 }} />
                  <Typography variant="body2" noWrap title={record.queue.name}>
                    {record.queue.name}
                  </Typography>
                </Box>
              ) : (
                <Typography variant="body2" color="text.secondary" noWrap>
                  {t('prompts.noQueue')}
                </Typography>
              )}
            </TableCell>
            <TableCell align="center">{record.maxTokens}</TableCell>
            <RowActions name={record.name} onEdit={() => onEdit(record)} onDelete={() => onDelete(record)} />
          </TableRow>
        ))}
        <StatusRows loading={loading} empty={records.length === 0} colSpan={4} emptyText={t('prompts.empty')}>
          <TableCell>
            <Skeleton width="60%" />
          </TableCell>
          <TableCell>
            <Skeleton width="70%" />
          </TableCell>
          <TableCell align="center">
            <Skeleton width={40} sx={{ mx: 'auto' }} />
          </TableCell>
          <TableCell align="right">
            <Skeleton width={56} sx={{ ml: 'auto' }} />
          </TableCell>
        </StatusRows>
      </TableBody>
    </Table>
  );
}
