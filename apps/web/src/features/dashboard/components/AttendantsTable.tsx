import { useTranslation } from 'react-i18next';
import { attendantsCsv, formatMinutes, type DashboardAttendant } from '@zapdesk/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Rating from '@mui/material/Rating';
import TableContainer from '@mui/material/TableContainer';
import Typography from '@mui/material/Typography';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { ListTable, type ListColumn } from '../../../components/list-page/ListTable';
import { saveFile } from '../../../lib/save-file';

export const ATTENDANTS_CSV_FILENAME = 'atendentes.csv';

/** The attendants table (spec §3 Attendant row): name, rating, tickets, average times, an online dot; CSV export. */
export function AttendantsTable({ attendants, loading }: { attendants: DashboardAttendant[]; loading: boolean }) {
  const { t, i18n } = useTranslation();
  const headers = {
    name: t('dashboard.attendants.name'),
    rating: t('dashboard.attendants.rating'),
    tickets: t('dashboard.attendants.tickets'),
    avgWaitTime: t('dashboard.attendants.avgWaitTime'),
    avgSupportTime: t('dashboard.attendants.avgSupportTime'),
    online: t('dashboard.attendants.online'),
  };
  const columns: ListColumn<DashboardAttendant>[] = [
    { header: headers.name, cell: (row) => row.name, skeleton: '100%' },
    {
      header: headers.rating,
      align: 'center',
      cell: (row) =>
        row.rating === null ? (
          '—'
        ) : (
          <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
            <Rating value={row.rating} max={3} precision={0.1} readOnly size="small" aria-hidden />
            <span>{row.rating.toLocaleString(i18n.language, { maximumFractionDigits: 2 })}</span>
          </Box>
        ),
      skeleton: '100%',
    },
    { header: headers.tickets, align: 'center', cell: (row) => row.tickets, skeleton: '100%' },
    { header: headers.avgWaitTime, align: 'center', cell: (row) => formatMinutes(row.avgWaitTime), skeleton: '100%' },
    { header: headers.avgSupportTime, align: 'center', cell: (row) => formatMinutes(row.avgSupportTime), skeleton: '100%' },
    {
      header: headers.online,
      align: 'center',
      cell: (row) => (
        <Box
          component="span"
          role="img"
          aria-label={row.online ? t('dashboard.attendants.isOnline') : t('dashboard.attendants.isOffline')}
          sx={{ display: 'inline-block', width: 12, height: 12, borderRadius: '50%', bgcolor: row.online ? 'success.main' : 'error.main' }}
        />
      ),
      skeleton: '100%',
    },
  ];
  const exportCsv = () => saveFile(new Blob([attendantsCsv(attendants, headers)], { type: 'text/csv;charset=utf-8' }), ATTENDANTS_CSV_FILENAME);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="attendants-title">
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, p: 2, pb: 1 }}>
        <Typography id="attendants-title" variant="h6" component="h2">
          {t('dashboard.attendants.title')}
        </Typography>
        <Button size="small" startIcon={<FileDownloadOutlined />} onClick={exportCsv} disabled={attendants.length === 0}>
          {t('dashboard.attendants.export')}
        </Button>
      </Box>
      {/* Scrolls sideways on phones: focusable, so a keyboard can scroll it too (axe scrollable-region-focusable). */}
      <TableContainer tabIndex={0} role="region" aria-labelledby="attendants-title">
        <ListTable
          label={t('dashboard.attendants.title')}
          records={attendants}
          loading={loading}
          emptyText={t('dashboard.attendants.empty')}
          columns={columns}
          minWidth={560}
        />
      </TableContainer>
    </Paper>
  );
}
