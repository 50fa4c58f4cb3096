import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { MainContainer } from '../../../components/MainContainer';
import { MainHeader } from '../../../components/MainHeader';
import { isAdmin, isSuper } from '../../../session/permissions';
import { useAuth } from '../../../session/useAuth';
import { useSettings } from '../hooks/useSettings';
import { settingValue, visibleSettingsTabs, type SettingsTabId } from '../settings-tabs';
import { CompaniesTab } from './companies/CompaniesTab';
import { HelpsTab } from './helps/HelpsTab';
import { MailSettings } from './mail/MailSettings';
import { OptionsTab } from './OptionsTab';
import { PlansTab } from './plans/PlansTab';
import { SchedulesTab } from './SchedulesTab';

/** /settings: company options for admins, plus the platform tabs for the super user (spec §2). */
export function SettingsPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  if (!user || (!isAdmin(user) && !isSuper(user))) {
    return (
      <MainContainer>
        <MainHeader title={t('settings.title')} />
        <Alert severity="info">{t('settings.adminOnly')}</Alert>
      </MainContainer>
    );
  }
  return <SettingsScreen companyId={user.companyId} superUser={isSuper(user)} />;
}

function SettingsScreen({ companyId, superUser }: { companyId: number; superUser: boolean }) {
  const { t } = useTranslation();
  const settings = useSettings();
  const tabs = visibleSettingsTabs({ isSuper: superUser, scheduleType: settingValue(settings.data, 'scheduleType') });
  const [chosen, setChosen] = useState<SettingsTabId>('options');
  // Turning scheduleType away from 'company' hides Horários; the page falls back to Opções.
  const tab = tabs.includes(chosen) ? chosen : 'options';

  return (
    <MainContainer>
      <MainHeader title={t('settings.title')} />
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <Tabs
          value={tab}
          onChange={(_event, value: SettingsTabId) => setChosen(value)}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          aria-label={t('settings.tabsLabel')}
          sx={{ px: { xs: 0, sm: 1 } }}
        >
          {tabs.map((id) => (
            <Tab key={id} value={id} label={t(`settings.tabs.${id}`)} id={`settings-tab-${id}`} aria-controls={`settings-panel-${id}`} />
          ))}
        </Tabs>
        <Divider />
        <Box role="tabpanel" id={`settings-panel-${tab}`} aria-labelledby={`settings-tab-${tab}`} sx={{ p: { xs: 2, md: 3 } }}>
          {tab === 'options' && <OptionsTab settings={settings.data} loading={settings.isPending} failed={settings.isError} />}
          {tab === 'options' && superUser && <MailSettings />}
          {tab === 'schedules' && <SchedulesTab companyId={companyId} />}
          {tab === 'companies' && <CompaniesTab />}
          {tab === 'plans' && <PlansTab />}
          {tab === 'helps' && <HelpsTab />}
        </Box>
      </Paper>
    </MainContainer>
  );
}
