import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import HourglassBottomOutlined from '@mui/icons-material/HourglassBottomOutlined';
import { MainContainer } from '../../../components/MainContainer';
import { MainHeader } from '../../../components/MainHeader';
import { formatDay } from '../../../lib/dates';
import { useAuth } from '../../../session/useAuth';
import { trialDaysLeft, trialEndDate } from '../trial';
import { SubscribeDialog } from './SubscribeDialog';

/** /subscription: days left of the trial and the billing e-mail, read-only, plus 'Assine Agora!'. */
export function SubscriptionPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const [open, setOpen] = useState(false);
  const days = trialDaysLeft(user);
  const endDate = formatDay(trialEndDate(user));

  const message =
    days === null
      ? t('subscription.noDate')
      : days > 0
        ? t('subscription.daysLeft', { days })
        : days === 0
          ? t('subscription.endsToday')
          : t('subscription.ended', { date: endDate });

  return (
    <MainContainer>
      <MainHeader title={t('subscription.title')} />
      <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 }, maxWidth: 720 }}>
        <Box sx={{ display: 'flex', gap: { xs: 2, sm: 3 }, alignItems: 'center', flexWrap: 'wrap' }}>
          <Box
            sx={{
              minWidth: 96,
              height: 96,
              px: 1.5,
              borderRadius: 3,
              flexShrink: 0,
              display: 'grid',
              placeItems: 'center',
              textAlign: 'center',
              bgcolor: days !== null && days < 0 ? 'error.main' : 'primary.main',
              color: 'primary.contrastText',
            }}
          >
            {days !== null && days >= 0 ? (
              <Box>
                <Typography data-testid="trial-days" sx={{ fontSize: String(days).length > 3 ? 28 : 36, fontWeight: 800, lineHeight: 1 }}>
                  {days}
                </Typography>
                <Typography variant="caption" sx={{ lineHeight: 1.1, display: 'block', px: 0.5 }}>
                  {t('subscription.daysLabel')}
                </Typography>
              </Box>
            ) : (
              <HourglassBottomOutlined sx={{ fontSize: 44 }} />
            )}
          </Box>
          <Box sx={{ minWidth: 0, flex: '1 1 260px' }}>
            <Typography variant="overline" color="text.secondary">
              {t('subscription.trialTitle')}
            </Typography>
            <Typography variant="h6" component="p" sx={{ lineHeight: 1.3 }}>
              {message}
            </Typography>
            {endDate && days !== null && days >= 0 && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                {t('subscription.until', { date: endDate })}
              </Typography>
            )}
          </Box>
        </Box>
        <TextField
          label={t('subscription.billingEmail')}
          value={user?.company?.email ?? ''}
          helperText={t('subscription.billingHelp')}
          sx={{ mt: 4 }}
          slotProps={{ htmlInput: { readOnly: true } }}
        />
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
          <Button variant="contained" size="large" onClick={() => setOpen(true)} sx={{ width: { xs: '100%', sm: 'auto' } }}>
            {t('subscription.subscribe')}
          </Button>
        </Box>
      </Paper>
      <SubscribeDialog open={open} onClose={() => setOpen(false)} />
    </MainContainer>
  );
}
