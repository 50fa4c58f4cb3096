import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import type { WebhookEndpointDTO } from '@zapdesk/shared';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import KeyOutlined from '@mui/icons-material/KeyOutlined';
import SendOutlined from '@mui/icons-material/SendOutlined';
import { ConfirmationModal } from '../../../components/ConfirmationModal';
import { useDeleteRow } from '../../../components/list-page/useDeleteRow';
import { RowAction, RowActions } from '../../../components/list-page/TableRows';
import { ResponsiveButton } from '../../../components/ResponsiveButton';
import { toastError } from '../../../lib/toast-error';
import { deleteWebhook, rotateWebhookSecret, sendTestWebhook } from '../../../resources/webhooks/api';
import { applyWebhookChange } from '../../../resources/webhooks/cache';
import { webhookQueries } from '../../../resources/webhooks/keys';
import { useApply } from '../../../resources/useApply';
import { Section } from './Section';
import { WebhookDeliveriesDialog } from './WebhookDeliveriesDialog';
import { WebhookDialog } from './WebhookDialog';
import { WebhookSecretDialog } from './WebhookSecretDialog';

const ellipsis = { maxWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

/** Webhooks out (issue 14 point 2): the endpoints, their secret shown once, a test delivery, the delivery log with 'resend'. */
export function WebhooksSection() {
  const { t } = useTranslation();
  const webhooks = useQuery(webhookQueries.list());
  const applyChange = useApply(applyWebhookChange);
  const [dialog, setDialog] = useState<{ open: boolean; record: WebhookEndpointDTO | null }>({ open: false, record: null });
  const [secret, setSecret] = useState<string | null>(null);
  const [logOf, setLogOf] = useState<WebhookEndpointDTO | null>(null);
  const deletion = useDeleteRow<WebhookEndpointDTO>({
    remove: deleteWebhook,
    onDeleted: (id) => applyChange({ type: 'remove', id }),
    deletedMessage: t('messagesApi.webhooks.deleted'),
  });
  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      toast.success(done);
    } catch (error) {
      toastError(error);
    }
  };
  const rotate = (endpoint: WebhookEndpointDTO) =>
    run(async () => {
      const rotated = await rotateWebhookSecret(endpoint.id);
      setSecret(rotated.secret ?? null);
    }, t('messagesApi.webhooks.rotated'));
  const rows = webhooks.data ?? [];

  return (
    <Section
      id="messages-api-webhooks"
      title={t('messagesApi.webhooks.title')}
      actions={<ResponsiveButton label={t('messagesApi.webhooks.add')} icon={<AddOutlined />} onClick={() => setDialog({ open: true, record: null })} />}
    >
      <Typography variant="body2" color="text.secondary">
        {t('messagesApi.webhooks.hint')}
      </Typography>
      {webhooks.isError && <Alert severity="error">{t('messagesApi.webhooks.loadError')}</Alert>}
      {webhooks.isSuccess && rows.length === 0 && <Alert severity="info">{t('messagesApi.webhooks.empty')}</Alert>}
      {rows.length > 0 && (
        <Table size="small" aria-label={t('messagesApi.webhooks.title')} sx={{ tableLayout: 'fixed', '& .MuiTableCell-root': { px: { xs: 0.5, sm: 2 } } }}>
          <TableHead>
            <TableRow>
              <TableCell>{t('messagesApi.webhooks.url')}</TableCell>
              <TableCell sx={{ width: 90, display: { xs: 'none', sm: 'table-cell' } }}>{t('messagesApi.webhooks.status')}</TableCell>
              <TableCell align="right" sx={{ width: { xs: 150, sm: 200 } }}>
                {t('messagesApi.webhooks.columns.actions')}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((endpoint) => (
              <TableRow key={endpoint.id} hover>
                <TableCell sx={ellipsis}>
                  <Typography variant="body2" noWrap title={endpoint.url} sx={{ fontWeight: 600 }}>
                    {endpoint.url}
                  </Typography>
                  <Typography variant="caption" color="text.secondary" noWrap component="p">
                    {endpoint.description || t('messagesApi.webhooks.eventCount', { count: endpoint.events.length })}
                  </Typography>
                </TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                  <Chip
                    size="small"
                    color={endpoint.active ? 'success' : 'default'}
                    label={endpoint.active ? t('messagesApi.webhooks.on') : t('messagesApi.webhooks.off')}
                  />
                </TableCell>
                <RowActions name={endpoint.url} onEdit={() => setDialog({ open: true, record: endpoint })} onDelete={() => deletion.ask(endpoint)}>
                  <RowAction
                    label={t('messagesApi.webhooks.test')}
                    name={endpoint.url}
                    icon={<SendOutlined fontSize="small" />}
                    onClick={() => void run(() => sendTestWebhook(endpoint.id), t('messagesApi.webhooks.testQueued'))}
                  />
                  <RowAction
                    label={t('messagesApi.webhooks.deliveries')}
                    name={endpoint.url}
                    icon={<HistoryOutlined fontSize="small" />}
                    onClick={() => setLogOf(endpoint)}
                  />
                  <RowAction
                    label={t('messagesApi.webhooks.rotate')}
                    name={endpoint.url}
                    icon={<KeyOutlined fontSize="small" />}
                    onClick={() => void rotate(endpoint)}
                  />
                </RowActions>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <WebhookDialog
        open={dialog.open}
        record={dialog.record}
        onClose={() => setDialog((current) => ({ ...current, open: false }))}
        onSaved={(row, isNew) => {
          applyChange({ type: 'upsert', row, isNew });
          if (isNew && row.secret) setSecret(row.secret);
        }}
      />
      <WebhookSecretDialog secret={secret} onClose={() => setSecret(null)} />
      <WebhookDeliveriesDialog endpoint={logOf} onClose={() => setLogOf(null)} />
      <ConfirmationModal
        open={deletion.target !== null}
        title={t('messagesApi.webhooks.deleteTitle')}
        onClose={deletion.cancel}
        onConfirm={deletion.confirm}
        loading={deletion.deleting}
      >
        {t('messagesApi.webhooks.deleteMessage')}
      </ConfirmationModal>
    </Section>
  );
}
