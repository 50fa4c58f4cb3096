import { useTranslation } from 'react-i18next';
import type { TagDTO } from '@zapdesk/shared';
import Switch from '@mui/material/Switch';
import { TagChip } from './TagChip';
import { ListTable } from '../../../components/list-page/ListTable';
import { RowActions } from '../../../components/list-page/TableRows';

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
    <ListTable
      label={t('tags.title')}
      records={tags}
      loading={loading}
      emptyText={t('tags.empty')}
      columns={[
        { header: t('tags.columns.name'), cellSx: () => ({ maxWidth: 0 }), skeleton: '40%', cell: (tag) => <TagChip name={tag.name} color={tag.color} /> },
        { header: t('tags.columns.tickets'), align: 'center', width: { xs: 64, sm: 120 }, skeleton: 24, cell: (tag) => tag.ticketsCount },
        {
          header: t('tags.columns.kanban'),
          align: 'center',
          width: { xs: 64, sm: 100 },
          skeleton: 32,
          cell: (tag) => (
            <Switch
              size="small"
              checked={tag.kanban === 1}
              disabled={!canToggleKanban || savingKanban.has(tag.id)}
              onChange={(_event, checked) => onToggleKanban(tag, checked)}
              slotProps={{ input: { 'aria-label': `${t('tags.columns.kanban')} ${tag.name}` } }}
            />
          ),
        },
      ]}
      actions={{
        header: t('tags.columns.actions'),
        width: { xs: 88, sm: 112 },
        cell: (tag) => <RowActions name={tag.name} onEdit={() => onEdit(tag)} onDelete={canDelete ? () => onDelete(tag) : undefined} />,
      }}
    />
  );
}
