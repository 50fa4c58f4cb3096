import { useFormik } from 'formik';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { ButtonWithSpinner } from '../../../components/ButtonWithSpinner';
import { PasswordField } from '../../../components/PasswordField';
import { useFieldError } from '../../../hooks/useFieldError';
import { toastError } from '../../../lib/toast-error';
import { postResetPassword } from '../api/auth-api';
import { resetPasswordSchema } from '../validation';

/** Step 2 of the reset: the e-mailed code plus the new password, then back to /login. */
export function ResetPasswordStep({ email }: { email: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const formik = useFormik({
    initialValues: { code: '', newPassword: '', confirmPassword: '' },
    validationSchema: resetPasswordSchema,
    onSubmit: async (values) => {
      try {
        await postResetPassword(email, values.code.trim(), values.newPassword);
        toast.success(t('forgot.resetSuccess'));
        navigate('/login');
      } catch (error) {
        toastError(error);
      }
    },
  });
  const fieldError = useFieldError(formik);

  return (
    <Box component="form" noValidate onSubmit={formik.handleSubmit}>
      <TextField label={t('forgot.code')} autoComplete="one-time-code" autoFocus {...formik.getFieldProps('code')} {...fieldError('code')} />
      <PasswordField label={t('forgot.newPassword')} autoComplete="new-password" {...formik.getFieldProps('newPassword')} {...fieldError('newPassword')} />
      <PasswordField
        label={t('forgot.confirmPassword')}
        autoComplete="new-password"
        {...formik.getFieldProps('confirmPassword')}
        {...fieldError('confirmPassword')}
      />
      <ButtonWithSpinner type="submit" variant="contained" size="large" fullWidth loading={formik.isSubmitting} sx={{ mt: 3, mb: 2, py: 1.25 }}>
        {t('forgot.reset')}
      </ButtonWithSpinner>
    </Box>
  );
}
