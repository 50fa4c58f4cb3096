import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import type { CampaignDTO } from '@zapdesk/shared';
import AddOutlined from '@mui/icons-material/AddOutlined';
import { ListPage } from '../../../components/list-page/ListPage';
import { useDeleteRow } from '../../../components/list-page/useDeleteRow';
import { usePagedList } from '../../../components/list-page/usePagedList';
import { ResponsiveButton } from '../../../components/ResponsiveButton';
import { toastError } from '../../../lib/toast-error';
import { cancelCampaign, deleteCampaign, restartCampaign } from '../../../resources/campaigns/api';
import { campaignQueries } from '../../../resources/campaigns/keys';
import { applyCampaignChange } from '../../../resources/campaigns/live';
import { useApply } from '../../../resources/useApply';
import { CampaignDialog } from './CampaignDialog';
import { CampaignsTable } from './CampaignsTable';

/** /campaigns (spec §2): the campaigns, searchable, with stop, restart, report, add, edit and delete. */
export function CampaignsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = usePagedList(campaignQueries.list);
  const applyChange = useApply(applyCampaignChange);
  const deletion = useDeleteRow<CampaignDTO>({
    remove: deleteCampaign,
    onDeleted: (id) => applyChange({ type: 'remove', id }),
    deletedMessage: t('campaigns.deleted'),
  });
  const [dialog, setDialog] = useState<{ open: boolean; record: CampaignDTO | null }>({ open: false, record: null });
  // Spec §10: stop and restart errors show their message in a toast.
  const transition = useMutation({
    mutationFn: ({ record, action }: { record: CampaignDTO; action: 'cancel' | 'restart' }) =>
      action === 'cancel' ? cancelCampaign(record.id) : restartCampaign(record.id),
    onSuccess: (row, { action }) => {
      applyChange({ type: 'upsert', row, isNew: false });
      toast.success(action === 'cancel' ? t('campaigns.cancelled') : t('campaigns.restarted'));
    },
    onError: toastError,
  });

  return (
    <ListPage
      title={t('campaigns.title')}
      list={list}
      searchLabel={t('campaigns.search')}
      loadError={t('campaigns.loadError')}
      testId="campaigns"
      actions={<ResponsiveButton label={t('campaigns.add')} icon={<AddOutlined />} onClick={() => setDialog({ open: true, record: null })} />}
      confirmDelete={{ deletion, title: t('campaigns.deleteTitle'), message: t('campaigns.deleteMessage') }}
      dialogs={
        <CampaignDialog
          open={dialog.open}
          record={dialog.record}
          onClose={() => setDialog((current) => ({ ...current, open: false }))}
          onSaved={(row, isNew) => applyChange({ type: 'upsert', row, isNew })}
        />
      }
    >
      <CampaignsTable
        records={list.rows}
        loading={list.isLoading || list.isLoadingMore}
        onCancel={(record) => transition.mutate({ record, action: 'cancel' })}
        onRestart={(record) => transition.mutate({ record, action: 'restart' })}
        onReport={(record) => navigate(`/campaign/${record.id}/report`)}
        onEdit={(record) => setDialog({ open: true, record })}
        onDelete={deletion.ask}
      />
    </ListPage>
  );
}
