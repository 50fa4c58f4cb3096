import { useTranslation } from 'react-i18next';
import type { HelpDTO } from '@zapdesk/shared';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { EmptyRow } from '../manager/cells';

interface HelpsTableProps {
  helps: HelpDTO[];
  loading: boolean;
  selectedId: number | null;
  onEdit: (help: HelpDTO) => void;
}

/** Ajuda table: title, video code and description. */
export function HelpsTable({ helps, loading, selectedId, onEdit }: HelpsTableProps) {
  const { t } = useTranslation();
  return (
    <Table stickyHeader size="small" aria-label={t('settings.tabs.helps')}>
      <TableHead>
        <TableRow>
          <TableCell sx={{ width: 48 }} />
          <TableCell>{t('settings.helps.title')}</TableCell>
          <TableCell>{t('settings.helps.video')}</TableCell>
          <TableCell>{t('settings.helps.description')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {helps.map((help) => (
          <TableRow key={help.id} hover selected={help.id === selectedId}>
            <TableCell padding="checkbox" sx={{ pl: 1 }}>
              <IconButton size="small" aria-label={t('settings.helps.editRow', { name: help.title })} onClick={() => onEdit(help)}>
                <EditOutlined fontSize="small" />
              </IconButton>
            </TableCell>
            <TableCell sx={{ fontWeight: 600, minWidth: 160 }}>{help.title}</TableCell>
            <TableCell sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>{help.video}</TableCell>
            <TableCell sx={{ color: 'text.secondary', maxWidth: 480 }}>
              <Box component="span" sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
                {help.description}
              </Box>
            </TableCell>
          </TableRow>
        ))}
        {loading &&
          Array.from({ length: 3 }, (_, index) => (
            <TableRow key={`loading-${index}`} aria-hidden>
              <TableCell colSpan={4}>
                <Skeleton />
              </TableCell>
            </TableRow>
          ))}
        {!loading && helps.length === 0 && <EmptyRow colSpan={4} />}
      </TableBody>
    </Table>
  );
}
