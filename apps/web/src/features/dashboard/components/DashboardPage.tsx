import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import WhatsApp from '@mui/icons-material/WhatsApp';
import { MainContainer } from '../../../components/MainContainer';
import { MainHeader } from '../../../components/MainHeader';
import { dashboardQueries } from '../../../resources/dashboard/keys';
import { useAuth } from '../../../session/useAuth';
import { isAdmin } from '../../../session/permissions';
import { defaultFilter, filterQuery, type FilterState } from '../dashboard-filter';
import { useOpeningDelay } from '../hooks/useOpeningDelay';
import { AttendantsTable } from './AttendantsTable';
import { CounterCards } from './CounterCards';
import { DashboardCharts } from './DashboardCharts';
import { DashboardFilterBar } from './DashboardFilterBar';

/** "/" for admins: the team's figures of the chosen period (spec §2 Dashboard). */
function AdminDashboard() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<FilterState>(() => defaultFilter());
  const ready = useOpeningDelay();
  const query = filterQuery(filter);
  const dashboard = useQuery({ ...dashboardQueries.show(query ?? { days: 0 }), enabled: ready && query !== null });
  // The charts read the very period the counters were computed for (whole days in the company's time zone).
  const period = dashboard.data?.period;
  const range = query && period ? { initialDate: period.from, finalDate: period.to } : null;
  return (
    <Stack spacing={2}>
      <DashboardFilterBar filter={filter} onChange={setFilter} />
      {query === null && <Alert severity="info">{t('dashboard.filter.required')}</Alert>}
      {dashboard.isError && <Alert severity="error">{t('dashboard.loadError')}</Alert>}
      {query !== null && (
        <>
          <CounterCards counters={dashboard.data?.counters} />
          <DashboardCharts range={range} />
          <AttendantsTable attendants={dashboard.data?.attendants ?? []} loading={!dashboard.data && !dashboard.isError} />
        </>
      )}
    </Stack>
  );
}

/** "/": the dashboard for admins; attendants, who have no figures to read, are pointed to their tickets. */
export function DashboardPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  return (
    <MainContainer>
      <MainHeader title={t('dashboard.title')} />
      {isAdmin(user) ? (
        <AdminDashboard />
      ) : (
        <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 } }}>
          <Typography variant="h6" component="h2">
            {t('dashboard.welcome')}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
            {t('dashboard.userText')}
          </Typography>
          <Button component={RouterLink} to="/tickets" variant="contained" startIcon={<WhatsApp />}>
            {t('dashboard.goToTickets')}
          </Button>
        </Paper>
      )}
    </MainContainer>
  );
}
