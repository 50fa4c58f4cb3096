import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { useQueryClient } from '@tanstack/react-query';
import { SettingOptions, type SettingDTO } from '@zapdesk/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { toastError } from '../../../lib/toast-error';
import { putSetting } from '../../../resources/settings/api';
import { settingKeys } from '../../../resources/settings/keys';
import { withSetting } from '../../../resources/settings/live';
import { settingValue } from '../settings-tabs';

/** The settings of spec §9 that are chosen from a list, in the original screen's order. */
export const SELECT_SETTINGS = [
  'userRating',
  'scheduleType',
  'CheckMsgIsGroup',
  'call',
  'chatBotType',
  'sendGreetingAccepted',
  'sendMsgTransfTicket',
  'sendGreetingMessageOneQueues',
] as const;

interface OptionsTabProps {
  settings: SettingDTO[] | undefined;
  loading: boolean;
  failed: boolean;
}

/** Opções: each select saves on change; the Asaas token saves when the field loses focus. */
export function OptionsTab({ settings, loading, failed }: OptionsTabProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState<string | null>(null);
  const [asaasDraft, setAsaasDraft] = useState<string | null>(null);
  const asaas = asaasDraft ?? settingValue(settings, 'asaas');

  const save = async (key: string, value: string) => {
    setSaving(key);
    try {
      const saved = await putSetting(key, value);
      queryClient.setQueryData<SettingDTO[]>(settingKeys.list, (current) => withSetting(current ?? [], saved));
      toast.success(t('settings.updated'));
      return true;
    } catch (error) {
      toastError(error);
      return false;
    } finally {
      setSaving(null);
    }
  };

  if (failed) return <Alert severity="error">{t('settings.loadError')}</Alert>;

  return (
    <Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(3, 1fr)' }, gap: { xs: 1.5, sm: 2.5 } }}>
        {SELECT_SETTINGS.map((key) =>
          loading ? (
            <Skeleton key={key} variant="rounded" height={56} />
          ) : (
            <TextField
              key={key}
              select
              margin="none"
              label={t(`settings.options.${key}`)}
              value={settingValue(settings, key)}
              disabled={saving === key}
              helperText={saving === key ? t('settings.updating') : ' '}
              onChange={(event) => void save(key, event.target.value)}
            >
              {SettingOptions[key].map((option) => (
                <MenuItem key={option} value={option}>
                  {t(`settings.values.${key}.${option}`)}
                </MenuItem>
              ))}
            </TextField>
          ),
        )}
      </Box>
      <Typography variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
        {t('settings.options.integrations')}
      </Typography>
      <Divider sx={{ mb: 2.5 }} />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(3, 1fr)' }, gap: { xs: 1.5, sm: 2.5 } }}>
        {loading ? (
          <Skeleton variant="rounded" height={56} />
        ) : (
          <TextField
            margin="none"
            label={t('settings.options.asaas')}
            value={asaas}
            autoComplete="off"
            disabled={saving === 'asaas'}
            helperText={saving === 'asaas' ? t('settings.updating') : t('settings.options.asaasHelp')}
            onChange={(event) => setAsaasDraft(event.target.value)}
            onBlur={() => {
              if (asaasDraft === null || asaasDraft === settingValue(settings, 'asaas')) {
                setAsaasDraft(null);
                return;
              }
              void save('asaas', asaasDraft).then((ok) => {
                if (ok) setAsaasDraft(null);
              });
            }}
          />
        )}
      </Box>
    </Box>
  );
}
