import { useTranslation } from 'react-i18next';
import type { TagDTO } from '@zapdesk/shared';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { TagChip } from './TagChip';
import { RowActions, StatusRows } from '../../../components/list-page/TableRows';

interface TagsTableProps {
  tags: TagDTO[];
  loading: boolean;
  /** Admins and supervisors flip the kanban switch; others see it read-only. */
  canToggleKanban: boolean;
  canDelete: boolean;
  /** Ids of the tags whose kanban switch is being saved. */
  savingKanban: ReadonlySet<number>;
  onToggleKanban: (tag: TagDTO, kanban: boolean) => void;
  onEdit: (tag: TagDTO) => void;
  onDelete: (tag: TagDTO) => void;
}

/** The tags list (spec §2): the name on its colour, how many tickets carry it, the kanban switch and the actions. */
export function TagsTable({ tags, loading, canToggleKanban, canDelete, savingKanban, onToggleKanban, onEdit, onDelete }: TagsTableProps) {
  const { t } = useTranslation();
  return (
    // Narrower cell padding on phones leaves the chips room for more than their first letters.
    <Table stickyHeader size="small" aria-label={t('tags.title')} sx={{ '& .MuiTableCell-root': { px: { xs: 1, sm: 2 } } }}>
      <TableHead>
        <TableRow>
          <TableCell>{t('tags.columns.name')}</TableCell>
          <TableCell align="center" sx={{ width: { xs: 64, sm: 120 } }}>
            {t('tags.columns.tickets')}
          </TableCell>
          <TableCell align="center" sx={{ width: { xs: 64, sm: 100 } }}>
            {t('tags.columns.kanban')}
          </TableCell>
          <TableCell align="right" sx={{ width: { xs: 88, sm: 112 } }}>
            {t('tags.columns.actions')}
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {tags.map((tag) => (
          <TableRow key={tag.id} hover>
            <TableCell sx={{ maxWidth: 0 }}>
              <TagChip name={tag.name} color={tag.color} />
            </TableCell>
            <TableCell align="center">{tag.ticketsCount}</TableCell>
            <TableCell align="center">
              <Switch
                size="small"
                checked={tag.kanban === 1}
                disabled={!canToggleKanban || savingKanban.has(tag.id)}
                onChange={(_event, checked) => onToggleKanban(tag, checked)}
                slotProps={{ input: { 'aria-label': `${t('tags.columns.kanban')} ${tag.name}` } }}
              />
            </TableCell>
            <RowActions name={tag.name} onEdit={() => onEdit(tag)} onDelete={canDelete ? () => onDelete(tag) : undefined} />
          </TableRow>
        ))}
        <StatusRows loading={loading} empty={tags.length === 0} colSpan={4} emptyText={t('tags.empty')}>
          <TableCell>
            <Skeleton width="40%" />
          </TableCell>
          <TableCell align="center">
            <Skeleton width={24} sx={{ mx: 'auto' }} />
          </TableCell>
          <TableCell align="center">
            <Skeleton width={32} sx={{ mx: 'auto' }} />
          </TableCell>
          <TableCell align="right">
            <Skeleton width={56} sx={{ ml: 'auto' }} />
          </TableCell>
        </StatusRows>
      </TableBody>
    </Table>
  );
}
