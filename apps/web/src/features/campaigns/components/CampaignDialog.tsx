import { useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CampaignDTO } from '@zapdesk/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AttachFileOutlined from '@mui/icons-material/AttachFileOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { EntityDialog } from '../../../components/list-page/EntityDialog';
import { useRecordDialog, type RecordDialogProps } from '../../../components/list-page/useRecordDialog';
import { useFieldError } from '../../../hooks/useFieldError';
import { createCampaign, removeCampaignMedia, updateCampaign, uploadCampaignMedia } from '../../../resources/campaigns/api';
import { campaignSettingsQueries } from '../../../resources/campaign-settings/keys';
import { campaignFormSchema, initialCampaignValues, toCampaignInput } from '../campaign-form';
import { areMessagesEditable, isCampaignEditable } from '../campaign-rules';
import { CampaignMessageTabs } from './CampaignMessageTabs';
import { CampaignTargetFields } from './CampaignTargetFields';

/**
 * Adds or edits a campaign (spec §2): name, confirmation, contact list or tag, connection, schedule, file list,
 * one attachment and the Msg.1–Msg.5 tabs. §4: read-only unless editable; the messages stay open when CANCELADA.
 */
export function CampaignDialog({ open, record, onClose, onSaved }: RecordDialogProps<CampaignDTO>) {
  const { t } = useTranslation();
  const settings = useQuery({ ...campaignSettingsQueries.get(), enabled: open });
  const editable = isCampaignEditable(record);
  const messagesEditable = areMessagesEditable(record);
  const [file, setFile] = useState<File | null>(null);
  const [removeMedia, setRemoveMedia] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
  const close = () => {
    setFile(null);
    setRemoveMedia(false);
    onClose();
  };

  const { formik, isNew, dialog } = useRecordDialog(
    { open, record, onClose: close, onSaved },
    {
      initialValues: initialCampaignValues(record),
      validationSchema: campaignFormSchema,
      save: async (values) => {
        const input = toCampaignInput(values, { messagesOnly: !editable });
        let saved = record ? await updateCampaign(record.id, input) : await createCampaign(input);
        if (file) saved = await uploadCampaignMedia(saved.id, file);
        else if (removeMedia && saved.mediaPath) saved = await removeCampaignMedia(saved.id);
        return saved;
      },
      savedMessage: t('campaigns.saved'),
    },
  );
  const fieldError = useFieldError(formik);
  const mediaName = file ? file.name : removeMedia ? null : (record?.mediaName ?? null);

  return (
    <EntityDialog
      {...dialog}
      id="campaign-dialog"
      title={isNew ? t('campaigns.dialog.addTitle') : t('campaigns.dialog.editTitle')}
      onSubmit={messagesEditable ? dialog.onSubmit : close}
      submitLabel={messagesEditable ? undefined : t('common.close')}
      maxWidth="md"
    >
      <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>
        <TextField
          autoFocus={editable}
          autoComplete="off"
          disabled={!editable}
          label={t('campaigns.dialog.name')}
          {...formik.getFieldProps('name')}
          {...fieldError('name')}
        />
        <CampaignTargetFields formik={formik} disabled={!editable} />
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
          <Button variant="outlined" startIcon={<AttachFileOutlined />} disabled={!editable} onClick={() => picker.current?.click()}>
            {t('campaigns.dialog.attach')}
          </Button>
          <Typography variant="body2" color={mediaName ? 'text.primary' : 'text.secondary'} noWrap title={mediaName ?? undefined}>
            {mediaName ?? t('campaigns.dialog.noAttachment')}
          </Typography>
          {mediaName && editable && (
            <IconButton
              size="small"
              aria-label={t('campaigns.dialog.removeAttachment')}
              onClick={() => {
                setFile(null);
                setRemoveMedia(true);
              }}
            >
              <DeleteOutlined fontSize="small" />
            </IconButton>
          )}
          <input
            ref={picker}
            type="file"
            hidden
            data-testid="campaign-media-input"
            onChange={(event) => {
              const chosen = event.target.files?.[0];
              event.target.value = '';
              if (chosen) {
                setFile(chosen);
                setRemoveMedia(false);
              }
            }}
          />
        </Box>
        <CampaignMessageTabs formik={formik} disabled={!messagesEditable} variables={settings.data?.variables ?? []} />
      </Box>
    </EntityDialog>
  );
}
