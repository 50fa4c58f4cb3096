import { useTranslation } from 'react-i18next';
import type { QuickMessageDTO } from '@zapdesk/shared';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AttachFileOutlined from '@mui/icons-material/AttachFileOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { StatusRows } from '../../../components/list-page/TableRows';

interface QuickMessagesTableProps {
  records: QuickMessageDTO[];
  loading: boolean;
  canEdit: (record: QuickMessageDTO) => boolean;
  onEdit: (record: QuickMessageDTO) => void;
  onDelete: (record: QuickMessageDTO) => void;
}

const ellipsis = { maxWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

/** The quick replies (spec §2): shortcode (with its text), the attachment's name or 'Sem anexo', and the actions. */
export function QuickMessagesTable({ records, loading, canEdit, onEdit, onDelete }: QuickMessagesTableProps) {
  const { t } = useTranslation();
  return (
    <Table stickyHeader size="small" aria-label={t('quickMessages.title')} sx={{ tableLayout: 'fixed', '& .MuiTableCell-root': { px: { xs: 1, sm: 2 } } }}>
      <TableHead>
        <TableRow>
          <TableCell>{t('quickMessages.columns.shortcode')}</TableCell>
          <TableCell sx={{ width: { xs: '34%', sm: '30%' } }}>{t('quickMessages.columns.media')}</TableCell>
          <TableCell align="right" sx={{ width: 96 }}>
            {t('quickMessages.columns.actions')}
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {records.map((record) => {
          const editable = canEdit(record);
          return (
            <TableRow key={record.id} hover>
              <TableCell sx={ellipsis}>
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
              </TableCell>
              <TableCell sx={ellipsis}>
                {record.mediaName ? (
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}>
                    <AttachFileOutlined fontSize="small" color="action" sx={{ flexShrink: 0 }} />
                    <Typography variant="body2" noWrap title={record.mediaName}>
                      {record.mediaName}
                    </Typography>
                  </Box>
                ) : (
                  <Typography variant="body2" color="text.secondary" noWrap>
                    {t('quickMessages.noAttachment')}
                  </Typography>
                )}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {editable && (
                  <>
                    <Tooltip title={t('quickMessages.edit')}>
                      <IconButton size="small" aria-label={`${t('quickMessages.edit')} /${record.shortcode}`} onClick={() => onEdit(record)}>
                        <EditOutlined fontSize="small" />
                      </IconButton>
                    </Tooltip>
                    <Tooltip title={t('quickMessages.delete')}>
                      <IconButton size="small" aria-label={`${t('quickMessages.delete')} /${record.shortcode}`} onClick={() => onDelete(record)}>
                        <DeleteOutlined fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  </>
                )}
              </TableCell>
            </TableRow>
          );
        })}
        <StatusRows loading={loading} empty={records.length === 0} colSpan={3} emptyText={t('quickMessages.empty')}>
          <TableCell>
            <Skeleton width="60%" />
            <Skeleton width="85%" />
          </TableCell>
          <TableCell>
            <Skeleton width="70%" />
          </TableCell>
          <TableCell align="right">
            <Skeleton width={56} sx={{ ml: 'auto' }} />
          </TableCell>
        </StatusRows>
      </TableBody>
    </Table>
  );
}
