import { useTranslation } from 'react-i18next';
import type { TagDTO } from '@zapdesk/shared';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { TagChip } from './TagChip';

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
            <TableCell align="center">
              {tag.ticketsCount}
            </TableCell>
            <TableCell align="center">
              <Switch
                size="small"
                checked={tag.kanban === 1}
                disabled={!canToggleKanban || savingKanban.has(tag.id)}
                onChange={(_event, checked) => onToggleKanban(tag, checked)}
                slotProps={{ input: { 'aria-label': `${t('tags.columns.kanban')} ${tag.name}` } }}
              />
            </TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              <Tooltip title={t('common.edit')}>
                <IconButton size="small" aria-label={`${t('common.edit')} ${tag.name}`} onClick={() => onEdit(tag)}>
                  <EditOutlined fontSize="small" />
                </IconButton>
              </Tooltip>
              {canDelete && (
                <Tooltip title={t('common.delete')}>
                  <IconButton size="small" aria-label={`${t('common.delete')} ${tag.name}`} onClick={() => onDelete(tag)}>
                    <DeleteOutlined fontSize="small" />
                  </IconButton>
                </Tooltip>
              )}
            </TableCell>
          </TableRow>
        ))}
        {loading &&
          Array.from({ length: 4 }, (_, index) => (
            <TableRow key={`loading-${index}`} aria-hidden>
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
            </TableRow>
          ))}
        {!loading && tags.length === 0 && (
          <TableRow>
            <TableCell colSpan={4} sx={{ py: 6, textAlign: 'center', color: 'text.secondary', borderBottom: 0 }}>
              {t('tags.empty')}
            </TableCell>
          </TableRow>
        )}
      </TableBody>
    </Table>
  );
}
