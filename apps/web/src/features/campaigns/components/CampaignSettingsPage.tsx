import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import {
  CAMPAIGN_SETTINGS_DEFAULTS,
  GREATER_INTERVAL_OPTIONS,
  LONGER_INTERVAL_AFTER_OPTIONS,
  MESSAGE_INTERVAL_OPTIONS,
  type CampaignSettings,
} from '@zapdesk/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ButtonWithSpinner } from '../../../components/ButtonWithSpinner';
import { MainContainer } from '../../../components/MainContainer';
import { MainHeader } from '../../../components/MainHeader';
import { toastError } from '../../../lib/toast-error';
import { saveCampaignSettings } from '../../../resources/campaign-settings/api';
import { campaignSettingsKeys, campaignSettingsQueries } from '../../../resources/campaign-settings/keys';
import { CampaignVariablesTable } from './CampaignVariablesTable';

type IntervalKey = 'messageInterval' | 'longerIntervalAfter' | 'greaterInterval';
const INTERVALS: Array<{ key: IntervalKey; options: readonly number[] }> = [
  { key: 'messageInterval', options: MESSAGE_INTERVAL_OPTIONS },
  { key: 'longerIntervalAfter', options: LONGER_INTERVAL_AFTER_OPTIONS },
  { key: 'greaterInterval', options: GREATER_INTERVAL_OPTIONS },
];

/** /campaigns-config (spec §2): the sending intervals (§9 options, seconds) and the custom variables (shortcut and content). */
export function CampaignSettingsPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const stored = useQuery(campaignSettingsQueries.get());
  const [settings, setSettings] = useState<CampaignSettings>(CAMPAIGN_SETTINGS_DEFAULTS);
  const [variable, setVariable] = useState({ key: '', value: '' });
  useEffect(() => {
    if (stored.data) setSettings(stored.data);
  }, [stored.data]);
  const save = useMutation({
    mutationFn: () => saveCampaignSettings(settings),
    onSuccess: () => {
      queryClient.setQueryData(campaignSettingsKeys.all, settings);
      toast.success(t('campaignSettings.saved'));
    },
    onError: toastError,
  });

  const optionLabel = (key: IntervalKey, seconds: number) =>
    seconds === 0
      ? t('campaignSettings.notDefined')
      : key === 'longerIntervalAfter'
        ? t('campaignSettings.messages', { count: seconds })
        : t('campaignSettings.seconds', { count: seconds });
  const key = variable.key.trim().replace(/^\{|\}$/g, '');
  // §5: a custom variable is added only if its key is not already present.
  const addVariable = () => {
    if (!key || settings.variables.some((listed) => listed.key === key)) return;
    setSettings((current) => ({ ...current, variables: [...current.variables, { key, value: variable.value }] }));
    setVariable({ key: '', value: '' });
  };

  return (
    <MainContainer>
      <MainHeader title={t('campaignSettings.title')} />
      {stored.isError && <Alert severity="error">{t('campaignSettings.loadError')}</Alert>}
      <Box sx={{ display: 'grid', gap: 2, overflowY: 'auto', pb: 2 }}>
        <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 2 }}>
          <Typography variant="subtitle1" component="h2">
            {t('campaignSettings.intervals')}
          </Typography>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
            {INTERVALS.map(({ key: field, options }) => (
              <TextField
                key={field}
                select
                label={t(`campaignSettings.${field}`)}
                value={settings[field]}
                onChange={(event) => setSettings((current) => ({ ...current, [field]: Number(event.target.value) }))}
              >
                {options.map((seconds) => (
                  <MenuItem key={seconds} value={seconds}>
                    {optionLabel(field, seconds)}
                  </MenuItem>
                ))}
              </TextField>
            ))}
          </Box>
        </Paper>
        <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 2 }}>
          <Typography variant="subtitle1" component="h2">
            {t('campaignSettings.variables')}
          </Typography>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 2fr auto' }, alignItems: 'start' }}>
            <TextField
              label={t('campaignSettings.shortcut')}
              value={variable.key}
              onChange={(event) => setVariable((current) => ({ ...current, key: event.target.value }))}
            />
            <TextField
              label={t('campaignSettings.content')}
              value={variable.value}
              onChange={(event) => setVariable((current) => ({ ...current, value: event.target.value }))}
            />
            <Button variant="outlined" onClick={addVariable} disabled={!key} sx={{ height: 56 }}>
              {t('campaignSettings.addVariable')}
            </Button>
          </Box>
          <CampaignVariablesTable
            variables={settings.variables}
            onRemove={(removed) => setSettings((current) => ({ ...current, variables: current.variables.filter((listed) => listed.key !== removed) }))}
          />
        </Paper>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <ButtonWithSpinner variant="contained" loading={save.isPending} disabled={!stored.data} onClick={() => save.mutate()}>
            {t('campaignSettings.save')}
          </ButtonWithSpinner>
        </Box>
      </Box>
    </MainContainer>
  );
}
