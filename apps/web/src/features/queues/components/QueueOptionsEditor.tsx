import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueueOptionDTO } from '@zapdesk/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import { ConfirmationModal } from '../../../components/ConfirmationModal';
import { toastError } from '../../../lib/toast-error';
import { createQueueOption, deleteQueueOption, updateQueueOption, type QueueOptionPayload } from '../../../resources/queues/api';
import { queueKeys, queueQueries } from '../../../resources/queues/keys';
import { QueueOptionList, type OptionTreeActions, type OptionTreeState } from './QueueOptionItem';

const idle: OptionTreeState = { editingId: null, addingUnder: undefined };

/**
 * The queue's option tree (the bot's menu after the customer picks the queue): options are added at the
 * top or under any option, edited in place and deleted with their subtree. Each change is saved at once.
 */
export function QueueOptionsEditor({ queueId }: { queueId: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const tree = useQuery(queueQueries.optionTree(queueId));
  const [state, setState] = useState<OptionTreeState>(idle);
  const [toDelete, setToDelete] = useState<QueueOptionDTO | null>(null);
  const [deleting, setDeleting] = useState(false);

  const actions = useMemo<OptionTreeActions>(() => {
    // The answer is one node; refetching the tree keeps every level's order and numbers as the server has them.
    const refresh = () => queryClient.invalidateQueries({ queryKey: queueKeys.optionTree(queueId) });
    const run = async (write: () => Promise<unknown>) => {
      try {
        await write();
        setState(idle);
        await refresh();
      } catch (error) {
        toastError(error);
      }
    };
    return {
      startEdit: (option) => setState({ editingId: option.id, addingUnder: undefined }),
      startAdd: (parentId) => setState({ editingId: null, addingUnder: parentId }),
      cancel: () => setState(idle),
      save: (option, payload: QueueOptionPayload) => run(() => updateQueueOption(option.id, payload)),
      add: (parentId, payload: QueueOptionPayload) => run(() => createQueueOption(queueId, parentId, payload)),
      remove: (option) => setToDelete(option),
    };
  }, [queryClient, queueId]);

  const confirmDelete = async () => {
    if (!toDelete) return;
    setDeleting(true);
    try {
      await deleteQueueOption(toDelete.id);
      toast.success(t('queues.options.deleted'));
      setToDelete(null);
      setState(idle);
      await queryClient.invalidateQueries({ queryKey: queueKeys.optionTree(queueId) });
    } catch (error) {
      toastError(error);
    } finally {
      setDeleting(false);
    }
  };

  return (
    <Box component="section" aria-label={t('queues.options.title')} sx={{ display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Box>
          <Typography variant="subtitle2">{t('queues.options.title')}</Typography>
          <Typography variant="caption" color="text.secondary">
            {t('queues.options.hint')}
          </Typography>
        </Box>
        <Button size="small" variant="outlined" startIcon={<AddOutlined />} onClick={() => actions.startAdd(null)} disabled={!tree.data}>
          {t('queues.options.add')}
        </Button>
      </Box>
      {tree.isError && <Alert severity="error">{t('queues.options.loadError')}</Alert>}
      {tree.isPending && <Skeleton variant="rounded" height={40} />}
      {tree.data && tree.data.length === 0 && state.addingUnder !== null && (
        <Typography variant="body2" color="text.secondary">
          {t('queues.options.empty')}
        </Typography>
      )}
      {tree.data && <QueueOptionList options={tree.data} parentId={null} path="" state={state} actions={actions} />}
      <ConfirmationModal
        open={toDelete !== null}
        title={t('queues.deleteTitle')}
        loading={deleting}
        onClose={() => setToDelete(null)}
        onConfirm={confirmDelete}
      >
        {t('queues.options.deleteMessage')}
      </ConfirmationModal>
    </Box>
  );
}
