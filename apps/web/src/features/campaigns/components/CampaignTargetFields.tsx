import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { FormikProps } from 'formik';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { connectionQueries } from '../../../resources/connections/keys';
import { contactListQueries } from '../../../resources/contact-lists/keys';
import { fileListQueries } from '../../../resources/files/keys';
import { tagQueries } from '../../../resources/tags/keys';
import type { CampaignFormValues } from '../campaign-form';

interface CampaignTargetFieldsProps {
  formik: FormikProps<CampaignFormValues>;
  disabled: boolean;
}

type IdField = 'whatsappId' | 'contactListId' | 'tagListId' | 'fileListId';

/** The campaign's confirmation flag, contact list or tag, connection, schedule and file list. */
export function CampaignTargetFields({ formik, disabled }: CampaignTargetFieldsProps) {
  const { t } = useTranslation();
  const connections = useQuery(connectionQueries.list());
  const contactLists = useQuery(contactListQueries.options());
  const tags = useQuery(tagQueries.options());
  const fileLists = useQuery(fileListQueries.options());

  const select = (field: IdField, label: string, options: Array<{ id: number; name: string }> | undefined, onPick?: () => void): ReactNode => (
    <TextField
      select
      disabled={disabled}
      label={label}
      name={field}
      value={formik.values[field]}
      onChange={(event) => {
        void formik.setFieldValue(field, event.target.value === '' ? '' : Number(event.target.value));
        if (event.target.value !== '') onPick?.();
      }}
    >
      <MenuItem value="">
        <em>{t('campaigns.dialog.none')}</em>
      </MenuItem>
      {(options ?? []).map((option) => (
        <MenuItem key={option.id} value={option.id}>
          {option.name}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' } }}>
      <TextField
        select
        disabled={disabled}
        label={t('campaigns.dialog.confirmation')}
        value={formik.values.confirmation ? 'on' : 'off'}
        onChange={(event) => void formik.setFieldValue('confirmation', event.target.value === 'on')}
      >
        <MenuItem value="off">{t('campaigns.confirmation.off')}</MenuItem>
        <MenuItem value="on">{t('campaigns.confirmation.on')}</MenuItem>
      </TextField>
      {/* A campaign targets a contact list or a tag: picking one clears the other. */}
      {select('contactListId', t('campaigns.dialog.contactList'), contactLists.data, () => void formik.setFieldValue('tagListId', ''))}
      {select('tagListId', t('campaigns.dialog.tagList'), tags.data, () => void formik.setFieldValue('contactListId', ''))}
      {select('whatsappId', t('campaigns.dialog.whatsapp'), connections.data)}
      <TextField
        type="datetime-local"
        disabled={disabled}
        label={t('campaigns.dialog.scheduledAt')}
        slotProps={{ inputLabel: { shrink: true } }}
        {...formik.getFieldProps('scheduledAt')}
      />
      {select('fileListId', t('campaigns.dialog.fileList'), fileLists.data)}
    </Box>
  );
}
