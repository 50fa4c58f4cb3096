import { useTranslation } from 'react-i18next';
import type { InvoiceDTO } from '@zapdesk/shared';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import DoneAllOutlined from '@mui/icons-material/DoneAllOutlined';
import { ListTable, type ListColumn } from '../../../components/list-page/ListTable';
import { RowAction } from '../../../components/list-page/TableRows';
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

const STATUS_COLORS = { overdue: { color: 'error.main' }, paid: { color: 'success.main' }, open: {} } as const;

/** Faturas (spec §2): Id, Detalhes, Valor, Data Venc., Status, Ação (PAGAR or PAGO); 'Vencido' rows light red. */
export function InvoicesTable({ invoices, loading, companyId, onMarkPaid, onPay }: InvoicesTableProps) {
  const { t } = useTranslation();
  const columns: ListColumn<InvoiceDTO>[] = [
    { header: t('invoices.columns.id'), shownFrom: 'sm', width: 64, cell: (invoice) => invoice.id, skeleton: '100%' },
    {
      header: t('invoices.columns.detail'),
      cell: (invoice) => (
        <>
          <Typography variant="body2">{invoice.detail}</Typography>
          {invoice.company && (
            <Typography variant="caption" color="text.secondary" component="p">
              {invoice.company.name}
            </Typography>
          )}
          <Typography variant="caption" color="text.secondary" component="p" sx={{ display: { sm: 'none' } }}>
            {formatDay(invoice.dueDate)}
          </Typography>
        </>
      ),
      skeleton: '100%',
    },
    {
      header: t('invoices.columns.value'),
      align: 'right',
      cellSx: () => ({ whiteSpace: 'nowrap' }),
      cell: (invoice) => formatMoney(invoice.value),
      skeleton: '100%',
    },
    { header: t('invoices.columns.dueDate'), align: 'center', shownFrom: 'sm', cell: (invoice) => formatDay(invoice.dueDate), skeleton: '100%' },
    {
      header: t('invoices.columns.status'),
      align: 'center',
      cellSx: (invoice) => ({ ...STATUS_COLORS[invoiceStatusKey(invoice)], fontWeight: 600 }),
      cell: (invoice) => t(`invoices.statuses.${invoiceStatusKey(invoice)}`),
      skeleton: '100%',
    },
    {
      header: t('invoices.columns.action'),
      align: 'center',
      cellSx: () => ({ whiteSpace: 'nowrap' }),
      cell: (invoice) =>
        invoiceStatusKey(invoice) === 'paid' ? (
          <Button size="small" variant="outlined" color="success" disabled>
            {t('invoices.paid')}
          </Button>
        ) : (
          <>
            {invoice.companyId === companyId && (
              <Button size="small" variant="contained" color="secondary" onClick={() => onPay(invoice)} aria-label={`${t('invoices.pay')} ${invoice.detail}`}>
                {t('invoices.pay')}
              </Button>
            )}
            {onMarkPaid && (
              <RowAction label={t('invoices.markPaid')} name={invoice.detail} icon={<DoneAllOutlined fontSize="small" />} onClick={() => onMarkPaid(invoice)} />
            )}
          </>
        ),
      skeleton: '100%',
    },
  ];
  return (
    <ListTable
      label={t('invoices.title')}
      records={invoices}
      loading={loading}
      emptyText={t('invoices.empty')}
      columns={columns}
      rowProps={(invoice) => {
        const status = invoiceStatusKey(invoice);
        return { 'data-status': status, sx: status === 'overdue' ? { bgcolor: (theme) => alpha(theme.palette.error.main, 0.12) } : undefined };
      }}
    />
  );
}
