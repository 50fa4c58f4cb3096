import { useTranslation } from 'react-i18next';
import type { QuickMessageDTO } from '@zapdesk/shared';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TableCell from '@mui/material/TableCell';
import Typography from '@mui/material/Typography';
import AttachFileOutlined from '@mui/icons-material/AttachFileOutlined';
import { AttachmentName, ListTable, TWO_LINE_SKELETON } from '../../../components/list-page/ListTable';
import { RowActions } from '../../../components/list-page/TableRows';

interface QuickMessagesTableProps {
  records: QuickMessageDTO[];
  loading: boolean;
  canEdit: (record: QuickMessageDTO) => boolean;
  onEdit: (record: QuickMessageDTO) => void;
  onDelete: (record: QuickMessageDTO) => void;
}

/** The quick replies (spec §2): shortcode (with its text), the attachment's name or 'Sem anexo', and the actions. */
export function QuickMessagesTable({ records, loading, canEdit, onEdit, onDelete }: QuickMessagesTableProps) {
  const { t } = useTranslation();
  return (
    <ListTable
      label={t('quickMessages.title')}
      records={records}
      loading={loading}
      emptyText={t('quickMessages.empty')}
      fixedLayout
      columns={[
        {
          header: t('quickMessages.columns.shortcode'),
          ellipsis: true,
          skeleton: TWO_LINE_SKELETON,
          cell: (record) => (
            <>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
                {/* The shortcode is what the row is about: in a narrow cell the 'Pessoal' chip gives way first. */}
                <Typography variant="body2" noWrap sx={{ fontWeight: 600, flexShrink: 0, maxWidth: '100%' }}>
                  /{record.shortcode}
                </Typography>
                {!record.geral && <Chip label={t('quickMessages.personal')} size="small" variant="outlined" sx={{ height: 20, minWidth: 0 }} />}
              </Box>
              <Typography variant="caption" color="text.secondary" noWrap component="p">
                {record.message}
              </Typography>
            </>
          ),
        },
        {
          header: t('quickMessages.columns.media'),
          ellipsis: true,
          width: { xs: '34%', sm: '30%' },
          skeleton: '70%',
          cell: (record) => (
            <AttachmentName
              name={record.mediaName}
              icon={<AttachFileOutlined fontSize="small" color="action" sx={{ flexShrink: 0 }} />}
              emptyText={t('quickMessages.noAttachment')}
            />
          ),
        },
      ]}
      actions={{
        header: t('quickMessages.columns.actions'),
        width: 96,
        cell: (record) =>
          canEdit(record) ? (
            <RowActions
              name={`/${record.shortcode}`}
              onEdit={() => onEdit(record)}
              onDelete={() => onDelete(record)}
              editLabel={t('quickMessages.edit')}
              deleteLabel={t('quickMessages.delete')}
            />
          ) : (
            <TableCell />
          ),
      }}
    />
  );
}
