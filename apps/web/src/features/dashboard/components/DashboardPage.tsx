import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import WhatsApp from '@mui/icons-material/WhatsApp';
import { MainContainer } from '../../../components/MainContainer';
import { MainHeader } from '../../../components/MainHeader';
import { useAuth } from '../../../session/useAuth';
import { isAdmin } from '../../../session/permissions';

/** "/": the dashboard's place; its counters and charts arrive with the dashboard issue. */
export function DashboardPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const admin = isAdmin(user);
  return (
    <MainContainer>
      <MainHeader title={t('dashboard.title')} />
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 } }}>
        <Typography variant="h6" component="h2">
          {t('dashboard.welcome')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
          {admin ? t('dashboard.adminText') : t('dashboard.userText')}
        </Typography>
        <Button component={RouterLink} to="/tickets" variant="contained" startIcon={<WhatsApp />}>
          {t('dashboard.goToTickets')}
        </Button>
      </Paper>
    </MainContainer>
  );
}
