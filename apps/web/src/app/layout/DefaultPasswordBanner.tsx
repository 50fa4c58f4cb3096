import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { ProfileDialog } from './profile-dialog';
import { useAuth } from '../../session/useAuth';

/**
 * Shown while the super user signs in with the well-known default password; it opens the profile
 * dialog to change it. The next login or refresh recomputes the flag, so after a save from here the
 * banner stays hidden for the rest of this page's life.
 */
export function DefaultPasswordBanner() {
  const { t } = useTranslation();
  const { user, defaultPasswordInUse, reloadUser } = useAuth();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [saved, setSaved] = useState(false);
  const theme = useTheme();
  // Phones put the button under the text: beside it, the text would wrap into a narrow column.
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  if (!user || !defaultPasswordInUse || saved) return null;

  const changeButton = (
    // Outlined in the alert's own text colour: white on the warning orange misses 4.5:1 (axe color-contrast).
    <Button color="inherit" variant="outlined" size="small" onClick={() => setDialogOpen(true)} sx={{ whiteSpace: 'nowrap', mt: phone ? 1.5 : 0 }}>
      {t('users.defaultPassword.action')}
    </Button>
  );

  return (
    <Box sx={{ px: { xs: 2, md: 3 }, pt: { xs: 2, md: 3 }, maxWidth: 1400, mx: 'auto', width: '100%' }}>
      <Alert
        severity="warning"
        variant="outlined"
        sx={{ bgcolor: 'background.paper', alignItems: phone ? 'flex-start' : 'center', '& .MuiAlert-action': { pt: 0 } }}
        action={phone ? undefined : changeButton}
      >
        <AlertTitle sx={{ mb: 0.25 }}>{t('users.defaultPassword.title')}</AlertTitle>
        {t('users.defaultPassword.text')}
        {phone && <Box>{changeButton}</Box>}
      </Alert>
      <ProfileDialog
        open={dialogOpen}
        user={user}
        onClose={() => setDialogOpen(false)}
        onSaved={() => {
          setSaved(true);
          void reloadUser().catch(() => undefined);
        }}
      />
    </Box>
  );
}
