import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { isAxiosError } from 'axios';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { ButtonWithSpinner } from '../../../components/ButtonWithSpinner';
import { useFieldError } from '../../../hooks/useFieldError';
import { toastError } from '../../../lib/toast-error';
import { postForgetPassword } from '../api/auth-api';
import { forgotEmailSchema } from '../validation';

/** Step 1 of the reset: the server e-mails a verification code. */
export function ForgotEmailStep({ onSent }: { onSent: (email: string) => void }) {
  const { t } = useTranslation();
  const formik = useFormik({
    initialValues: { email: '' },
    validationSchema: forgotEmailSchema,
    onSubmit: async ({ email }) => {
      const trimmed = email.trim();
      try {
        await postForgetPassword(trimmed);
        toast.success(t('forgot.emailSent'));
        onSent(trimmed);
      } catch (error) {
        if (isAxiosError(error) && error.response?.status === 404) toast.error(t('forgot.emailNotFound'));
        else toastError(error);
      }
    },
  });
  const fieldError = useFieldError(formik);

  return (
    <Box component="form" noValidate onSubmit={formik.handleSubmit}>
      <TextField label={t('forgot.email')} type="email" autoComplete="email" autoFocus {...formik.getFieldProps('email')} {...fieldError('email')} />
      <ButtonWithSpinner type="submit" variant="contained" size="large" fullWidth loading={formik.isSubmitting} sx={{ mt: 3, mb: 2, py: 1.25 }}>
        {t('forgot.sendEmail')}
      </ButtonWithSpinner>
    </Box>
  );
}
