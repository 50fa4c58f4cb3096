import { useTranslation } from 'react-i18next';
import type { AnnouncementDTO } from '@zapdesk/shared';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import { PriorityChip } from './PriorityChip';
import { AttachmentName, CellText, ListTable, TWO_LINE_SKELETON } from '../../../components/list-page/ListTable';
import { RowActions } from '../../../components/list-page/TableRows';

interface AnnouncementsTableProps {
  records: AnnouncementDTO[];
  loading: boolean;
  onEdit: (record: AnnouncementDTO) => void;
  onDelete: (record: AnnouncementDTO) => void;
}

/**
 * The announcements (spec §2): title, priority chip, status, the picture's name and the actions. Phones drop the
 * status and file columns; both move under the title.
 */
export function AnnouncementsTable({ records, loading, onEdit, onDelete }: AnnouncementsTableProps) {
  const { t } = useTranslation();
  const statusLabel = (record: AnnouncementDTO) => (record.status ? t('announcements.statuses.active') : t('announcements.statuses.inactive'));
  return (
    <ListTable
      label={t('menu.announcements')}
      records={records}
      loading={loading}
      emptyText={t('announcements.empty')}
      fixedLayout
      columns={[
        {
          header: t('announcements.columns.title'),
          ellipsis: true,
          skeleton: TWO_LINE_SKELETON,
          cell: (record) => (
            <CellText
              title={record.title}
              subtitle={record.text}
              phoneSubtitle={`${statusLabel(record)} · ${record.mediaName ?? t('announcements.noAttachment')}`}
            />
          ),
        },
        {
          header: t('announcements.columns.priority'),
          align: 'center',
          width: { xs: 76, sm: 110 },
          skeleton: 48,
          cell: (record) => <PriorityChip priority={record.priority} />,
        },
        {
          header: t('announcements.columns.status'),
          align: 'center',
          shownFrom: 'sm',
          width: 100,
          cellSx: (record) => ({ color: record.status ? 'success.main' : 'text.secondary' }),
          skeleton: 48,
          cell: statusLabel,
        },
        {
          header: t('announcements.columns.media'),
          shownFrom: 'sm',
          width: '24%',
          ellipsis: true,
          skeleton: '70%',
          cell: (record) => (
            <AttachmentName
              name={record.mediaName}
              icon={<ImageOutlined fontSize="small" color="action" sx={{ flexShrink: 0 }} />}
              emptyText={t('announcements.noAttachment')}
            />
          ),
        },
      ]}
      actions={{
        header: t('announcements.columns.actions'),
        width: { xs: 80, sm: 96 },
        cell: (record) => <RowActions name={record.title} onEdit={() => onEdit(record)} onDelete={() => onDelete(record)} />,
      }}
    />
  );
}
