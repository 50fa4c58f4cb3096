import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { AuthCard } from '../../../components/AuthCard';
import { ButtonWithSpinner } from '../../../components/ButtonWithSpinner';
import { PasswordField } from '../../../components/PasswordField';
import { PlainTextField } from '../../../components/PlainTextField';
import { apiErrorCode, apiErrorField } from '../../../lib/api-client';
import { formatDay } from '../../../lib/dates';
import { toastError } from '../../../lib/toast-error';
import { useAuth } from '../../../session/useAuth';
import { useLoginForm } from '../login-form';

/** The refused login of an expired company, kept on screen (a toast would vanish in 3 s). */
function ExpiredAlert({ dueDate }: { dueDate: string }) {
  const { t } = useTranslation();
  return (
    <Alert severity="error" sx={{ mt: 2 }}>
      <AlertTitle>{dueDate ? t('auth.expired', { date: dueDate }) : t('errors.ERR_SUBSCRIPTION_EXPIRED')}</AlertTitle>
      {t('auth.expiredHint')}
    </Alert>
  );
}

/** /login: e-mail and password sign-in. */
export function LoginPage() {
  const { t } = useTranslation();
  const { login } = useAuth();
  const [expiredOn, setExpiredOn] = useState<string | null>(null);

  const form = useLoginForm(async (credentials) => {
    setExpiredOn(null);
    try {
      await login(credentials);
    } catch (error) {
      if (apiErrorCode(error) === 'ERR_SUBSCRIPTION_EXPIRED') {
        const dueDate = apiErrorField(error, 'dueDate');
        setExpiredOn(typeof dueDate === 'string' ? formatDay(dueDate) : '');
      } else {
        toastError(error);
      }
    }
  });
  /** The MUI props of a field: its value and handlers, and its translated error in place of the helper text. */
  const fieldProps = (name: 'email' | 'password') => {
    const { errorKey, ...props } = form.field(name);
    return { ...props, error: errorKey !== undefined, helperText: errorKey === undefined ? undefined : t(errorKey) };
  };

  return (
    <AuthCard title={t('login.title')} subtitle={t('login.subtitle')}>
      {expiredOn !== null && <ExpiredAlert dueDate={expiredOn} />}
      <Box component="form" noValidate onSubmit={(event) => void form.onSubmit(event)}>
        <PlainTextField label={t('login.email')} type="email" autoComplete="email" autoFocus {...fieldProps('email')} />
        <PasswordField label={t('login.password')} autoComplete="current-password" {...fieldProps('password')} />
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 0.5 }}>
          <Link component={RouterLink} to="/forgetpsw" variant="body2" underline="hover">
            {t('login.forgot')}
          </Link>
        </Box>
        <ButtonWithSpinner type="submit" variant="contained" size="large" fullWidth loading={form.submitting} sx={{ mt: 3, mb: 2, py: 1.25 }}>
          {t('login.submit')}
        </ButtonWithSpinner>
        <Box sx={{ textAlign: 'center' }}>
          <Link component={RouterLink} to="/signup" variant="body2" underline="hover">
            {t('login.register')}
          </Link>
        </Box>
      </Box>
    </AuthCard>
  );
}
