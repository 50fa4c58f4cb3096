import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import type { WebhookDeliveryDTO, WebhookEndpointDTO } from '@zapdesk/shared';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import RefreshOutlined from '@mui/icons-material/RefreshOutlined';
import ReplayOutlined from '@mui/icons-material/ReplayOutlined';
import { RowAction } from '../../../components/list-page/TableRows';
import { formatDateTime } from '../../../lib/dates';
import { toastError } from '../../../lib/toast-error';
import { resendWebhookDelivery } from '../../../resources/webhooks/api';
import { webhookKeys, webhookQueries } from '../../../resources/webhooks/keys';

const STATE_COLORS = { pending: 'warning', delivered: 'success', failed: 'error' } as const;

/** An endpoint's last deliveries (event, state, attempts, last status code) with 'resend' on each. */
export function WebhookDeliveriesDialog({ endpoint, onClose }: { endpoint: WebhookEndpointDTO | null; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const deliveries = useQuery({ ...webhookQueries.deliveries(endpoint?.id ?? 0), enabled: endpoint !== null });
  const resend = useMutation({
    mutationFn: (delivery: WebhookDeliveryDTO) => resendWebhookDelivery(delivery.endpointId, delivery.id),
    onSuccess: (_answer, delivery) => {
      toast.success(t('messagesApi.webhooks.resent'));
      void queryClient.invalidateQueries({ queryKey: webhookKeys.deliveries(delivery.endpointId) });
    },
    onError: toastError,
  });
  const rows = deliveries.data ?? [];
  return (
    <Dialog open={endpoint !== null} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="webhook-deliveries-title">
      <DialogTitle id="webhook-deliveries-title">{t('messagesApi.webhooks.deliveriesTitle', { url: endpoint?.url ?? '' })}</DialogTitle>
      <DialogContent dividers sx={{ px: { xs: 1, sm: 3 } }}>
        {deliveries.isError && <Alert severity="error">{t('messagesApi.webhooks.deliveriesError')}</Alert>}
        {deliveries.isSuccess && rows.length === 0 && <Alert severity="info">{t('messagesApi.webhooks.noDeliveries')}</Alert>}
        {rows.length > 0 && (
          <Table size="small" aria-label={t('messagesApi.webhooks.deliveries')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('messagesApi.webhooks.columns.event')}</TableCell>
                <TableCell>{t('messagesApi.webhooks.columns.state')}</TableCell>
                <TableCell align="center">{t('messagesApi.webhooks.columns.statusCode')}</TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t('messagesApi.webhooks.columns.when')}</TableCell>
                <TableCell align="right">{t('messagesApi.webhooks.columns.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((delivery) => (
                <TableRow key={delivery.id}>
                  <TableCell sx={{ fontFamily: 'ui-monospace, monospace', fontSize: 13 }}>{delivery.event}</TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      color={STATE_COLORS[delivery.state]}
                      label={t(`messagesApi.webhooks.states.${delivery.state}`)}
                      title={delivery.error ?? undefined}
                    />
                  </TableCell>
                  <TableCell align="center">{delivery.statusCode ?? '—'}</TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                    {formatDateTime(delivery.updatedAt)} · {t('messagesApi.webhooks.attempts', { count: delivery.attempts })}
                  </TableCell>
                  <TableCell align="right">
                    <RowAction
                      label={t('messagesApi.webhooks.resend')}
                      name={delivery.event}
                      icon={<ReplayOutlined fontSize="small" />}
                      onClick={() => resend.mutate(delivery)}
                    />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button startIcon={<RefreshOutlined />} onClick={() => void deliveries.refetch()} disabled={deliveries.isFetching}>
          {t('messagesApi.webhooks.refresh')}
        </Button>
        <Button onClick={onClose} color="inherit">
          {t('common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
