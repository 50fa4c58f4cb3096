import { useTranslation } from 'react-i18next';
import { attendantsCsv, formatMinutes, type DashboardAttendant } from '@zapdesk/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Rating from '@mui/material/Rating';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { StatusRows } from '../../../components/list-page/TableRows';
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
        <Table size="small" aria-labelledby="attendants-title" sx={{ minWidth: 560 }}>
          <TableHead>
            <TableRow>
              <TableCell>{headers.name}</TableCell>
              <TableCell align="center">{headers.rating}</TableCell>
              <TableCell align="center">{headers.tickets}</TableCell>
              <TableCell align="center">{headers.avgWaitTime}</TableCell>
              <TableCell align="center">{headers.avgSupportTime}</TableCell>
              <TableCell align="center">{headers.online}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {attendants.map((row) => (
              <TableRow key={row.id} hover>
                <TableCell>{row.name}</TableCell>
                <TableCell align="center">
                  {row.rating === null ? (
                    '—'
                  ) : (
                    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
                      <Rating value={row.rating} max={3} precision={0.1} readOnly size="small" aria-hidden />
                      <span>{row.rating.toLocaleString(i18n.language, { maximumFractionDigits: 2 })}</span>
                    </Box>
                  )}
                </TableCell>
                <TableCell align="center">{row.tickets}</TableCell>
                <TableCell align="center">{formatMinutes(row.avgWaitTime)}</TableCell>
                <TableCell align="center">{formatMinutes(row.avgSupportTime)}</TableCell>
                <TableCell align="center">
                  <Box
                    component="span"
                    role="img"
                    aria-label={row.online ? t('dashboard.attendants.isOnline') : t('dashboard.attendants.isOffline')}
                    sx={{ display: 'inline-block', width: 12, height: 12, borderRadius: '50%', bgcolor: row.online ? 'success.main' : 'error.main' }}
                  />
                </TableCell>
              </TableRow>
            ))}
            <StatusRows loading={loading} empty={attendants.length === 0} colSpan={6} emptyText={t('dashboard.attendants.empty')}>
              <TableCell colSpan={6}>
                <Skeleton />
              </TableCell>
            </StatusRows>
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
