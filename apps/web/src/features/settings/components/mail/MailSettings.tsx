import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { MAIL_ENV_NAMES, type MailStatusDTO } from '@zapdesk/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ButtonWithSpinner } from '../../../../components/ButtonWithSpinner';
import { postTestEmail } from '../../../../resources/settings/api';
import { settingQueries } from '../../../../resources/settings/keys';
import { toastError } from '../../../../lib/toast-error';
import { useAuth } from '../../../../session/useAuth';

/** Each variable's current value as shown to the super user; the password only says whether it is set. */
function shownValue(status: MailStatusDTO, name: (typeof MAIL_ENV_NAMES)[number], t: (key: string) => string): string {
  switch (name) {
    case 'SMTP_HOST':
      return status.host ?? t('settings.mail.unset');
    case 'SMTP_PORT':
      return String(status.port);
    case 'SMTP_USER':
      return status.user ?? t('settings.mail.unset');
    case 'SMTP_PASS':
      return status.passwordSet ? t('settings.mail.passwordSet') : t('settings.mail.unset');
    case 'SMTP_FROM':
      return status.from;
  }
}

/**
 * The super user's view of outgoing e-mail (issue 20): whether it is configured, by which environment
 * variables, and a test e-mail. Without it password resets cannot reach anyone.
 */
export function MailSettings() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const status = useQuery(settingQueries.mail());
  const [to, setTo] = useState(user?.email ?? '');
  const send = useMutation({
    mutationFn: () => postTestEmail(to.trim()),
    onSuccess: () => toast.success(t('settings.mail.sent', { to: to.trim() })),
    onError: toastError,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (to.trim()) send.mutate();
  };

  return (
    <Box component="section" aria-labelledby="mail-settings-title" sx={{ mt: 4 }}>
      <Typography id="mail-settings-title" variant="h6" component="h2" gutterBottom>
        {t('settings.mail.title')}
      </Typography>
      {status.data && (
        <>
          <Alert severity={status.data.configured ? 'success' : 'warning'} sx={{ mb: 2 }}>
            {status.data.configured ? t('settings.mail.configured') : t('settings.mail.notConfigured')}
          </Alert>
          <Box
            component="dl"
            aria-label={t('settings.mail.variables')}
            sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0, mb: 2 }}
          >
            {MAIL_ENV_NAMES.map((name) => (
              <Box key={name} sx={{ display: 'contents' }}>
                <Box component="dt" sx={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: 13 }}>
                  {name}
                </Box>
                <Box component="dd" sx={{ m: 0, fontSize: 14, overflowWrap: 'anywhere' }}>
                  {shownValue(status.data, name, t)}
                </Box>
              </Box>
            ))}
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {t('settings.mail.howTo')}
          </Typography>
        </>
      )}
      {status.isError && <Alert severity="error">{t('settings.mail.loadError')}</Alert>}
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField
          label={t('settings.mail.to')}
          type="email"
          value={to}
          onChange={(event) => setTo(event.target.value)}
          margin="none"
          size="small"
          sx={{ flex: '1 1 240px', maxWidth: 360 }}
        />
        <ButtonWithSpinner type="submit" variant="outlined" loading={send.isPending} disabled={!to.trim()}>
          {t('settings.mail.sendTest')}
        </ButtonWithSpinner>
      </Box>
    </Box>
  );
}
