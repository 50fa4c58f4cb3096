import { useState } from 'react';
import type { FormikProps } from 'formik';
import { useTranslation } from 'react-i18next';
import { CAMPAIGN_BUILT_IN_VARIABLES, CAMPAIGN_MESSAGE_SLOTS, type CampaignVariable } from '@zapdesk/shared';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { CampaignFormValues } from '../campaign-form';

interface CampaignMessageTabsProps {
  formik: FormikProps<CampaignFormValues>;
  disabled: boolean;
  variables: CampaignVariable[];
}

/** Spec §2: tabs Msg.1 to Msg.5, each a message and, with confirmation on, its confirmation message; the variable help. */
export function CampaignMessageTabs({ formik, disabled, variables }: CampaignMessageTabsProps) {
  const { t } = useTranslation();
  const [slot, setSlot] = useState<(typeof CAMPAIGN_MESSAGE_SLOTS)[number]>(1);
  const messageField = (name: `${'message' | 'confirmationMessage'}${typeof slot}`, label: string) => ({
    multiline: true,
    minRows: 5,
    maxRows: 12,
    disabled,
    label,
    ...formik.getFieldProps(name),
  });
  return (
    <Box>
      <Tabs
        value={slot}
        onChange={(_event, value: typeof slot) => setSlot(value)}
        variant="scrollable"
        scrollButtons="auto"
        aria-label={t('campaigns.dialog.messages')}
      >
        {CAMPAIGN_MESSAGE_SLOTS.map((n) => (
          <Tab key={n} value={n} label={t('campaigns.dialog.messageTab', { n })} id={`campaign-msg-tab-${n}`} aria-controls={`campaign-msg-panel-${n}`} />
        ))}
      </Tabs>
      <Box
        role="tabpanel"
        id={`campaign-msg-panel-${slot}`}
        aria-labelledby={`campaign-msg-tab-${slot}`}
        sx={{ display: 'grid', gap: 2, pt: 2, gridTemplateColumns: { xs: '1fr', md: formik.values.confirmation ? '1fr 1fr' : '1fr' } }}
      >
        <TextField {...messageField(`message${slot}`, t('campaigns.dialog.message', { n: slot }))} />
        {formik.values.confirmation && <TextField {...messageField(`confirmationMessage${slot}`, t('campaigns.dialog.confirmationMessage', { n: slot }))} />}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
        {t('campaigns.dialog.variablesHelp')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 1 }} aria-label={t('campaigns.dialog.variables')}>
        {[...CAMPAIGN_BUILT_IN_VARIABLES, ...variables.map((variable) => `{${variable.key}}`)].map((name) => (
          <Chip key={name} size="small" variant="outlined" label={name} />
        ))}
      </Box>
    </Box>
  );
}
