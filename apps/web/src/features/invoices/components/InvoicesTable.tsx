import { useTranslation } from 'react-i18next';
import type { InvoiceDTO } from '@zapdesk/shared';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import DoneAllOutlined from '@mui/icons-material/DoneAllOutlined';
import { RowAction, StatusRows } from '../../../components/list-page/TableRows';
import { formatDay } from '../../../lib/dates';
import { formatMoney, invoiceStatusKey } from '../invoice-format';

interface InvoicesTableProps {
  invoices: InvoiceDTO[];
  loading: boolean;
  /** The company whose invoices the viewer may pay (a super user pays only their own company's). */
  companyId: number | undefined;
  /** The super user's 'mark paid' action; absent for everyone else. */
  onMarkPaid?: (invoice: InvoiceDTO) => void;
  onPay: (invoice: InvoiceDTO) => void;
}

const wideOnly = { display: { xs: 'none', sm: 'table-cell' } } as const;

/** Faturas (spec §2): Id, Detalhes, Valor, Data Venc., Status, Ação (PAGAR or PAGO); 'Vencido' rows light red. */
export function InvoicesTable({ invoices, loading, companyId, onMarkPaid, onPay }: InvoicesTableProps) {
  const { t } = useTranslation();
  return (
    <Table stickyHeader size="small" aria-label={t('invoices.title')} sx={{ '& .MuiTableCell-root': { px: { xs: 1, sm: 2 } } }}>
      <TableHead>
        <TableRow>
          <TableCell sx={{ ...wideOnly, width: 64 }}>{t('invoices.columns.id')}</TableCell>
          <TableCell>{t('invoices.columns.detail')}</TableCell>
          <TableCell align="right">{t('invoices.columns.value')}</TableCell>
          <TableCell align="center" sx={wideOnly}>
            {t('invoices.columns.dueDate')}
          </TableCell>
          <TableCell align="center">{t('invoices.columns.status')}</TableCell>
          <TableCell align="center">{t('invoices.columns.action')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {invoices.map((invoice) => {
          const status = invoiceStatusKey(invoice);
          const paid = status === 'paid';
          return (
            <TableRow
              key={invoice.id}
              hover
              data-status={status}
              sx={status === 'overdue' ? { bgcolor: (theme) => alpha(theme.palette.error.main, 0.12) } : undefined}
            >
              <TableCell sx={wideOnly}>{invoice.id}</TableCell>
              <TableCell>
                <Typography variant="body2">{invoice.detail}</Typography>
                {invoice.company && (
                  <Typography variant="caption" color="text.secondary" component="p">
                    {invoice.company.name}
                  </Typography>
                )}
                <Typography variant="caption" color="text.secondary" component="p" sx={{ display: { sm: 'none' } }}>
                  {formatDay(invoice.dueDate)}
                </Typography>
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatMoney(invoice.value)}
              </TableCell>
              <TableCell align="center" sx={wideOnly}>
                {formatDay(invoice.dueDate)}
              </TableCell>
              <TableCell align="center" sx={{ color: status === 'overdue' ? 'error.main' : paid ? 'success.main' : undefined, fontWeight: 600 }}>
                {t(`invoices.statuses.${status}`)}
              </TableCell>
              <TableCell align="center" sx={{ whiteSpace: 'nowrap' }}>
                {paid ? (
                  <Button size="small" variant="outlined" color="success" disabled>
                    {t('invoices.paid')}
                  </Button>
                ) : (
                  <>
                    {invoice.companyId === companyId && (
                      <Button
                        size="small"
                        variant="contained"
                        color="secondary"
                        onClick={() => onPay(invoice)}
                        aria-label={`${t('invoices.pay')} ${invoice.detail}`}
                      >
                        {t('invoices.pay')}
                      </Button>
                    )}
                    {onMarkPaid && (
                      <RowAction
                        label={t('invoices.markPaid')}
                        name={invoice.detail}
                        icon={<DoneAllOutlined fontSize="small" />}
                        onClick={() => onMarkPaid(invoice)}
                      />
                    )}
                  </>
                )}
              </TableCell>
            </TableRow>
          );
        })}
        <StatusRows loading={loading} empty={invoices.length === 0} colSpan={6} emptyText={t('invoices.empty')}>
          <TableCell colSpan={6}>
            <Skeleton />
          </TableCell>
        </StatusRows>
      </TableBody>
    </Table>
  );
}
