import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { AuthCard } from '../../../components/AuthCard';
import { ForgotEmailStep } from './ForgotEmailStep';
import { ResetPasswordStep } from './ResetPasswordStep';

/** /forgetpsw: e-mail first, then code and new password (spec §2). */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const [email, setEmail] = useState<string | null>(null);
  return (
    <AuthCard title={t('forgot.title')} subtitle={email === null ? t('forgot.emailStep') : t('forgot.codeStep')}>
      {email === null ? <ForgotEmailStep onSent={setEmail} /> : <ResetPasswordStep email={email} />}
      <Box sx={{ textAlign: 'center' }}>
        <Link component={RouterLink} to="/login" variant="body2" underline="hover">
          {t('forgot.backToLogin')}
        </Link>
      </Box>
    </AuthCard>
  );
}
